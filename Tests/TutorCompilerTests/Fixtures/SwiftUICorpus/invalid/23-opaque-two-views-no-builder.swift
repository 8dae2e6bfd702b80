// expect: function declares an opaque return type, but has no return statements in its body from which to infer an underlying type
import SwiftUI

// Only body gets @ViewBuilder automatically; a helper property needs it too
// (or a container such as VStack).
struct HeaderView: View {
    var body: some View {
        VStack {
            header
        }
    }

    var header: some View {
        Text("Title")
        Text("Subtitle")
    }
}
