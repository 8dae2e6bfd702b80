// expect: cannot convert value of type 'String' to expected argument type
import SwiftUI

// String(localized:) wants a literal (a localization key), not a runtime String.
struct ErrorBanner: View {
    let errorKey: String

    var body: some View {
        Text(String(localized: errorKey))
    }
}
