import SwiftUI

// Read an Observable object from the environment, then create a local
// @Bindable in body to get bindings (Seed erratum E04, corrected).
@Observable
class AppTheme {
    var isDarkMode = false
    var accentName = "Blue"
}

struct ThemedView: View {
    @Environment(AppTheme.self) private var theme

    var body: some View {
        @Bindable var theme = theme
        Form {
            Toggle("Dark Mode", isOn: $theme.isDarkMode)
            TextField("Accent", text: Bindable(theme).accentName)
        }
    }
}

struct ThemeRootView: View {
    @State private var appTheme = AppTheme()

    var body: some View {
        ThemedView()
            .environment(appTheme)
    }
}
