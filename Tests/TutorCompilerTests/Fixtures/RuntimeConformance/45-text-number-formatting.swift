// rule: Text formats numbers as SwiftUI does: `specifier:` uses printf rules, `format: .number` uses the locale (en_US here), a Double interpolated into a Text literal uses "%lf" (six decimals), an Int "%lld", and a String built first is shown as is.
// source: Apple documentation "Text" init(_:format:) and "LocalizedStringKey.StringInterpolation" appendInterpolation(_:specifier:)
// view: ContentView
// script: screen
// exit: 0
import SwiftUI

// Assumes the en_US locale (grouping separator ",", decimal separator ".").
struct ContentView: View {
    let pi = 3.14159
    let half = 2.5
    let big = 1234

    var body: some View {
        let plain = "\(half)"
        VStack {
            Text("\(pi, specifier: "%.1f")")
            Text("\(pi, specifier: "%.3f")")
            Text(half, format: .number)
            Text(big, format: .number)
            Text("\(half)")
            Text("\(big)")
            Text(plain)
            Text(verbatim: "\(half)")
        }
    }
}

/* expect
--- screen ---
3.1
3.142
2.5
1,234
2.500000
1234
2.5
2.5
--- end ---
*/
