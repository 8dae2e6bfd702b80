// rule: With no `--view`, no @main App and no #Preview, the root is the `previews` of the first PreviewProvider; the program runs as on a new simulator, with `Locale.current` en_US.
// source: Apple documentation "PreviewProvider" and "Locale" current; a new iOS simulator's region is the United States
// script: screen
// exit: 0
import Foundation
import SwiftUI

struct PriceView: View {
    let price: Double

    var body: some View {
        Text(price.formatted(.currency(code: "USD")))
        Text(Locale.current.identifier)
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
$12.50
en_US
1,234.5
--- end ---
*/
