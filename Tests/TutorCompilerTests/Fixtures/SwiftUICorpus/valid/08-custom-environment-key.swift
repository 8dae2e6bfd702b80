import SwiftUI

// A custom environment value defined with an EnvironmentKey.
private struct MyEnvironmentKey: EnvironmentKey {
    static let defaultValue: String = "Default value"
}

extension EnvironmentValues {
    var myCustomValue: String {
        get { self[MyEnvironmentKey.self] }
        set { self[MyEnvironmentKey.self] = newValue }
    }
}

extension View {
    func myCustomValue(_ myCustomValue: String) -> some View {
        environment(\.myCustomValue, myCustomValue)
    }
}

struct MyView: View {
    @Environment(\.myCustomValue) private var customValue

    var body: some View {
        Text(customValue)
    }
}

struct MyParentView: View {
    var body: some View {
        MyView()
            .myCustomValue("Another string")
    }
}
