// expect: has no member 'parent'
import SwiftUI

// There is no "parent" coordinate space: frames are read in .local, .global,
// or a space named with coordinateSpace(_:).
struct Header: View {
    var body: some View {
        GeometryReader { proxy in
            Text("Offset \(proxy.frame(in: .parent).minY)")
        }
    }
}
