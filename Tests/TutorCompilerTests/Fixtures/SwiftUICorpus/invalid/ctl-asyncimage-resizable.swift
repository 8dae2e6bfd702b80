// expect: value of type 'AsyncImage<Image>' has no member 'resizable'
import SwiftUI

// Image modifiers belong on the loaded Image inside AsyncImage's content
// closure, not on the AsyncImage itself.
struct Avatar: View {
    let url: URL?

    var body: some View {
        AsyncImage(url: url)
            .resizable()
            .frame(width: 40, height: 40)
    }
}
