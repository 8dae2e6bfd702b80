// rule: `TextField(_:value:format:)` shows the bound value formatted (en_US grouping) and stores what is typed once it parses; text that does not parse leaves the value; the optional form stores nil for empty text; `TextField(_:value:formatter:)` does the same through a NumberFormatter.
// source: Apple documentation "TextField" init(_:value:format:prompt:) and init(_:value:formatter:)
// view: ContentView
// script: screen; type "Quantity" "2,500"; type "Price" "3.5"; type "Score" "12"; screen; type "Quantity" "abc"; type "Price" ""; screen
// exit: 0
import Foundation
import SwiftUI

struct ContentView: View {
    @State private var quantity = 1234
    @State private var price: Double? = nil
    @State private var score = 7
    private let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()

    var body: some View {
        Form {
            TextField("Quantity", value: $quantity, format: .number)
            Text("quantity \(quantity)")
            TextField("Price", value: $price, format: .number)
            Text("price \(price.map { "\($0)" } ?? "none")")
            TextField("Score", value: $score, formatter: formatter)
            Text("score \(score)")
        }
    }
}

// A script `type` is one write of the whole text, as when the field's editing ends.
/* expect
--- screen ---
Quantity: 1,234
quantity 1234
Price: 
price none
Score: 7
score 7
--- end ---
--- screen ---
Quantity: 2,500
quantity 2500
Price: 3.5
price 3.5
Score: 12
score 12
--- end ---
--- screen ---
Quantity: 2,500
quantity 2500
Price: 
price none
Score: 12
score 12
--- end ---
*/
