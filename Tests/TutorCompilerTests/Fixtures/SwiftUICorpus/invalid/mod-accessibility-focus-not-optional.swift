// expect: 'AccessibleForm' initializer is inaccessible due to 'private' protection level
import SwiftUI

struct AccessibleForm: View {
    enum Field: Hashable {
        case name, email
    }

    @AccessibilityFocusState private var focusedField: Field

    var body: some View {
        TextField("Name", text: .constant(""))
            .accessibilityFocused($focusedField, equals: .name)
    }
}

#Preview {
    AccessibleForm()
}
