import SwiftUI

// The common form controls, each bound to state.
enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

struct ProfileForm: View {
    @State private var name = ""
    @State private var password = ""
    @State private var bio = ""
    @State private var notificationsOn = true
    @State private var age = 18
    @State private var volume = 0.5
    @State private var selectedFlavor: Flavor = .chocolate
    @State private var birthday = Date.now
    @State private var favoriteColor = Color.blue
    @State private var quantity = 1

    var body: some View {
        Form {
            Section {
                TextField("Name", text: $name, prompt: Text("Required"))
                SecureField("Password", text: $password)
                TextField("Bio", text: $bio, axis: .vertical)
                    .lineLimit(3)
                TextField("Age", value: $age, format: .number)
            } header: {
                Text("Account")
            } footer: {
                Text("Your name is visible to others.")
            }

            Section("Preferences") {
                Toggle("Notifications", isOn: $notificationsOn)
                Stepper("Age: \(age)", value: $age, in: 0...120)
                Stepper(value: $quantity, in: 1...10, step: 1) {
                    Text("Quantity: \(quantity)")
                }
                Stepper("Custom") {
                    quantity += 1
                } onDecrement: {
                    quantity -= 1
                }
                Slider(value: $volume, in: 0...1) {
                    Text("Volume")
                }
                Picker("Flavor", selection: $selectedFlavor) {
                    Text("Chocolate").tag(Flavor.chocolate)
                    Text("Vanilla").tag(Flavor.vanilla)
                    Text("Strawberry").tag(Flavor.strawberry)
                }
                .pickerStyle(.segmented)
                DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
                ColorPicker("Favorite Color", selection: $favoriteColor)
            }
        }
    }
}
