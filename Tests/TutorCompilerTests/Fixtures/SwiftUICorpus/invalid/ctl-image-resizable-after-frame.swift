// expect: value of type 'some View' has no member 'resizable'
import SwiftUI

// resizable() is an Image method, so it must come before view modifiers like frame.
struct Thumbnail: View {
    var body: some View {
        Image("cover")
            .frame(width: 80, height: 80)
            .resizable()
    }
}
