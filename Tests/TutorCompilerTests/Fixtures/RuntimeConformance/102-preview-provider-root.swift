// rule: With no `--view`, no @main App and no #Preview, the root is the `previews` of the first PreviewProvider.
// source: Apple documentation "PreviewProvider" (the type Xcode's canvas shows before the #Preview macro)
// script: screen
// exit: 0
import Foundation
import SwiftUI

struct PriceView: View {
    let price: Double

    var body: some View {
        Text("Price: \(price, specifier: "%.2f")")
        Text(1234.5, format: .number)
    }
}

struct PriceView_Previews: PreviewProvider {
    static var previews: some View {
        PriceView(price: 12.5)
    }
}

/* expect
--- screen ---
Price: 12.50
1,234.5
--- end ---
*/
