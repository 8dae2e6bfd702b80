// expect: type 'PageTabViewStyle.IndexDisplayMode' has no member 'hidden'
import SwiftUI

// The page dots are turned off with `.never`.
struct Photos: View {
    var body: some View {
        TabView {
            Text("One")
            Text("Two")
        }
        .tabViewStyle(.page(indexDisplayMode: .hidden))
    }
}
