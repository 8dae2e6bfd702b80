// rule: @EnvironmentObject finds the object an ancestor supplied with `.environmentObject(_:)`, however deep; a view in between that neither reads it nor has changed inputs is not re-evaluated.
// source: "Data Essentials in SwiftUI", WWDC20; Apple documentation "EnvironmentObject"
// view: ContentView
// script: tap "Add"; screen; counts
// exit: 0
import SwiftUI

final class Cart: ObservableObject {
    @Published var count = 0
}

struct ContentView: View {
    @StateObject private var cart = Cart()

    var body: some View {
        Middle()
            .environmentObject(cart)
    }
}

struct Middle: View {
    var body: some View { Leaf() }
}

struct Leaf: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        Text("items \(cart.count)")
        Button("Add") { cart.count += 1 }
    }
}

// ContentView observes the object through @StateObject, so it re-runs too.
/* expect
--- screen ---
items 1
[Add]
--- end ---
ContentView.body 2
Leaf.body 2
Middle.body 1
*/
