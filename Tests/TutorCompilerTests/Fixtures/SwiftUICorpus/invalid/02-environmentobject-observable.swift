// expect: generic struct 'EnvironmentObject' requires that 'AppTheme' conform to 'ObservableObject'
import SwiftUI

// Seed erratum E04: @EnvironmentObject only accepts ObservableObject types.
// An @Observable class is read with @Environment(AppTheme.self) instead.
@Observable
class AppTheme {
    var isDarkMode = false
}

struct ThemedView: View {
    @EnvironmentObject var theme: AppTheme

    var body: some View {
        Text(theme.isDarkMode ? "Dark" : "Light")
    }
}

struct RootView: View {
    @State private var appTheme = AppTheme()

    var body: some View {
        ThemedView()
            .environment(appTheme)
    }
}
