import SwiftUI

// Steppers and sliders in the forms a settings screen uses.
struct RecipeScaler: View {
    @State private var servings = 4
    @State private var weight = 250.0
    @State private var level = 2
    @State private var volume = 0.5
    @State private var temperature = 180.0
    @State private var isDragging = false

    var body: some View {
        Form {
            Stepper("Servings: \(servings)", value: $servings, in: 1...12)
            Stepper(value: $weight, in: 50...1000, step: 50) {
                Text("Flour: \(weight, specifier: "%.0f") g")
            }
            Stepper("Weight", value: $weight, step: 0.5, format: .number)
            Stepper {
                Text("Spice level \(level)")
            } onIncrement: {
                level = min(level + 1, 5)
            } onDecrement: {
                level = max(level - 1, 0)
            }
            Stepper("Level", onIncrement: { level += 1 }, onDecrement: { level -= 1 })

            Slider(value: $volume)
            Slider(value: $temperature, in: 100...250, step: 10) {
                Text("Oven")
            } minimumValueLabel: {
                Text("100")
            } maximumValueLabel: {
                Text("250")
            } onEditingChanged: { editing in
                isDragging = editing
            }
            Slider(value: $volume, in: 0...1) {
                Label("Volume", systemImage: "speaker.wave.2")
            }
            Text("Oven at \(Int(temperature)) °C")
                .foregroundStyle(isDragging ? .orange : .primary)
        }
    }
}
