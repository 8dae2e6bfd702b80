// expect: type '()' cannot conform to 'View'
import SwiftUI

// Everything in a view builder must be a view; print(...) returns ().
struct DebugView: View {
    let name: String

    var body: some View {
        VStack {
            print("Rendering \(name)")
            Text(name)
        }
    }
}
