// expect: type 'AccentKey' does not conform to protocol 'EnvironmentKey'
import SwiftUI

// An EnvironmentKey must provide a static defaultValue.
private struct AccentKey: EnvironmentKey {
    typealias Value = Color
}

extension EnvironmentValues {
    var accent: Color {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}
