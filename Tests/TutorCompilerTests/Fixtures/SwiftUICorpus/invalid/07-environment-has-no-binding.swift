// expect: cannot find '$theme' in scope
import SwiftUI

// @Environment has no projected value. Add `@Bindable var theme = theme`
// inside body to get bindings to the object's properties.
@Observable
class AppTheme {
    var isDarkMode = false
}

struct ThemeToggle: View {
    @Environment(AppTheme.self) private var theme

    var body: some View {
        Toggle("Dark Mode", isOn: $theme.isDarkMode)
    }
}
