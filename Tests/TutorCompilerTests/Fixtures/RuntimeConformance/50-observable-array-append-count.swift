// rule: Appending to an array property of an @Observable object re-evaluates a view that reads `items.count`; a view reading only another property of the same object is not re-evaluated, nor is the owner that only passes the object on.
// source: "Discover Observation in SwiftUI", WWDC23 (a mutation of a tracked property, including in place, notifies its readers)
// view: ContentView
// script: tap "Add"; tap "Add"; screen; counts
// exit: 0
import SwiftUI

@Observable
final class Basket {
    var items: [String] = []
    var owner = "Sam"
}

struct ContentView: View {
    @State private var basket = Basket()

    var body: some View {
        VStack {
            CountView(basket: basket)
            OwnerView(basket: basket)
            Button("Add") { basket.items.append("apple") }
        }
    }
}

struct CountView: View {
    let basket: Basket
    var body: some View { Text("\(basket.items.count) items") }
}

struct OwnerView: View {
    let basket: Basket
    var body: some View { Text("owner \(basket.owner)") }
}

/* expect
--- screen ---
2 items
owner Sam
[Add]
--- end ---
ContentView.body 1
CountView.body 3
OwnerView.body 1
*/
