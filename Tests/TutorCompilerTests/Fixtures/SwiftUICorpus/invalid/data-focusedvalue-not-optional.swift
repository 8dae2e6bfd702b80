// expect: property type 'String' does not match 'wrappedValue' type 'String?'
import SwiftUI

struct DocumentTitleKey: FocusedValueKey {
    typealias Value = String
}

extension FocusedValues {
    var documentTitle: String? {
        get { self[DocumentTitleKey.self] }
        set { self[DocumentTitleKey.self] = newValue }
    }
}

// Nothing may have focus, so a focused value is always optional.
struct TitleBar: View {
    @FocusedValue(\.documentTitle) var title: String

    var body: some View {
        Text(title)
    }
}
