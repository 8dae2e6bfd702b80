// expect: requires that 'Int' conform to 'StringProtocol'
import SwiftUI

// LabeledContent(_:value:) shows a string; a number needs `format:` (or a Text).
struct CartSummary: View {
    let itemCount: Int

    var body: some View {
        Form {
            LabeledContent("Items", value: itemCount)
        }
    }
}
