import SwiftUI

// A checklist with a custom checkbox ToggleStyle, plus one toggle that
// switches every item at once through `sources:`.
struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                    .foregroundStyle(configuration.isOn ? Color.accentColor : Color.secondary)
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    static var checklist: CheckboxToggleStyle { CheckboxToggleStyle() }
}

struct SwitchRowStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle(isOn: configuration.$isOn) {
            configuration.label
        }
        .toggleStyle(.switch)
        .tint(.green)
    }
}

struct Chore: Identifiable {
    let id = UUID()
    var name: String
    var isDone = false
}

struct ChoreList: View {
    @State private var chores = [Chore(name: "Dishes"), Chore(name: "Laundry"), Chore(name: "Plants")]
    @State private var notify = true

    var body: some View {
        Form {
            Section("Chores") {
                ForEach($chores) { $chore in
                    Toggle(chore.name, isOn: $chore.isDone)
                        .toggleStyle(.checklist)
                }
                Toggle("All done", sources: $chores, isOn: \.isDone)
            }
            Section {
                Toggle("Remind me", isOn: $notify)
                    .toggleStyle(SwitchRowStyle())
                Toggle(isOn: $notify) {
                    Label("Flag", systemImage: "flag")
                }
                .toggleStyle(.button)
            }
        }
    }
}
