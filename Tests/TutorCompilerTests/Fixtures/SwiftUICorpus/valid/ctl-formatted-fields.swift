import SwiftUI

// An expense form whose fields parse and format their values, with the
// keyboard and submit behaviour a real form sets up.
@Observable
final class ExpenseDraft {
    var title = ""
    var amount = 0.0
    var quantity = 1
    var tip: Double?
    var notes = ""
    var email = ""
    var pin = ""
}

struct UnderlinedFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(.vertical, 8)
            .overlay(alignment: .bottom) {
                Rectangle().frame(height: 1).foregroundStyle(.secondary)
            }
    }
}

struct ExpenseForm: View {
    enum Field: Hashable { case title, amount, notes }

    @State private var draft = ExpenseDraft()
    @FocusState private var focus: Field?
    private let numberFormatter = NumberFormatter()

    var body: some View {
        Form {
            Section("What") {
                TextField("Title", text: $draft.title, prompt: Text("Lunch with Sam"))
                    .focused($focus, equals: .title)
                    .submitLabel(.next)
                    .textInputAutocapitalization(.words)
                TextField("Amount", value: $draft.amount, format: .currency(code: "EUR"))
                    .keyboardType(.decimalPad)
                    .focused($focus, equals: .amount)
                TextField(value: $draft.quantity, format: .number, prompt: Text("1")) {
                    Text("Quantity")
                }
                TextField("Tip", value: $draft.tip, format: .percent)
                TextField("Legacy amount", value: $draft.amount, formatter: numberFormatter)
            }
            Section("Notes") {
                TextField("Notes", text: $draft.notes, axis: .vertical)
                    .lineLimit(3...6)
                    .focused($focus, equals: .notes)
                TextEditor(text: $draft.notes)
                    .frame(minHeight: 80)
            }
            Section("Contact") {
                TextField("Email", text: $draft.email)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .textFieldStyle(UnderlinedFieldStyle())
                SecureField("PIN", text: $draft.pin, prompt: Text("4 digits"))
                    .textFieldStyle(.roundedBorder)
            }
        }
        .onSubmit {
            switch focus {
            case .title: focus = .amount
            case .amount: focus = .notes
            default: focus = nil
            }
        }
    }
}
