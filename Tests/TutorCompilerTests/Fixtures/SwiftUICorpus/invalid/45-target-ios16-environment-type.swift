// expect: is only available in iOS 17.0 or newer
// target: iOS 16
import SwiftUI

// @Environment(Type.self) reads an @Observable object: iOS 17, and so is @Observable itself.
@Observable final class Cart {
    var items: [String] = []
}

struct CartBadge: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        Text("\(cart.items.count)")
    }
}
