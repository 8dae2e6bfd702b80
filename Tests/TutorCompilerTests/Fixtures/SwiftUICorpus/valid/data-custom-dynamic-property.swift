import SwiftUI

// A reusable property wrapper built from SwiftUI's own wrappers: DynamicProperty lets
// SwiftUI refresh the @State and @Environment inside it before each body evaluation.
@propertyWrapper
struct Clamped: DynamicProperty {
    @State private var storage: Double
    @Environment(\.isEnabled) private var isEnabled
    private let range: ClosedRange<Double>

    init(wrappedValue: Double, _ range: ClosedRange<Double>) {
        self._storage = State(initialValue: min(max(wrappedValue, range.lowerBound), range.upperBound))
        self.range = range
    }

    var wrappedValue: Double {
        get { storage }
        nonmutating set { storage = isEnabled ? min(max(newValue, range.lowerBound), range.upperBound) : storage }
    }

    var projectedValue: Binding<Double> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }

    mutating func update() {
        // Nothing extra to refresh; SwiftUI updates the nested wrappers itself.
    }
}

struct VolumeControl: View {
    @Clamped(0...1) private var volume = 0.4

    var body: some View {
        VStack {
            Slider(value: $volume)
            Button("Louder") { volume += 0.1 }
            Text("\(Int(volume * 100)) %")
        }
    }
}
