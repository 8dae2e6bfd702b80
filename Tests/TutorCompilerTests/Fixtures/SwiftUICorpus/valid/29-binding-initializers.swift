import SwiftUI

// Creating bindings by hand: constant, get/set, and unwrapping an optional.
struct NameField: View {
    @Binding var name: String

    var body: some View {
        TextField("Name", text: $name)
    }
}

struct BindingExamples: View {
    @State private var score = 0
    @State private var nickname: String? = "Ace"

    var body: some View {
        VStack {
            NameField(name: .constant("Preview"))

            Toggle(
                "Positive",
                isOn: Binding(
                    get: { score > 0 },
                    set: { score = $0 ? 1 : 0 }
                ))

            if let binding = Binding($nickname) {
                NameField(name: binding)
            }
        }
    }
}

struct NameField_Previews: PreviewProvider {
    static var previews: some View {
        NameField(name: .constant("Taylor"))
    }
}
