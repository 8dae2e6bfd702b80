// expect: property wrapper cannot be applied to a computed property
import SwiftUI

// Seed erratum E01, general form: no property wrapper works on a tracked
// property of an @Observable class, because the macro turns the stored
// property into a computed one. (Mark it @ObservationIgnored, or drop the
// wrapper and clamp in didSet.)
@propertyWrapper
struct Clamped {
    private var value: Int
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, 0), 10) }
    }

    init(wrappedValue: Int) {
        value = min(max(wrappedValue, 0), 10)
    }
}

@Observable
class VolumeModel {
    @Clamped var level = 5
}
