// expect: value of type 'ViewDimensions' has no member 'leading'
import SwiftUI

// ViewDimensions is subscripted with a guide (`d[.leading]`); it has no
// properties named after alignments.
struct Indented: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Title")
            Text("Subtitle")
                .alignmentGuide(.leading) { d in d.leading - 20 }
        }
    }
}
