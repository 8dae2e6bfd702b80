// expect: value of optional type 'Binding<String>?' must be unwrapped
import SwiftUI

// Binding(_:) on a binding to an optional returns nil when the value is nil, so it must be unwrapped.
struct NicknameEditor: View {
    @State private var nickname: String? = "Sam"

    var body: some View {
        Form {
            TextField("Nickname", text: Binding($nickname))
        }
    }
}
