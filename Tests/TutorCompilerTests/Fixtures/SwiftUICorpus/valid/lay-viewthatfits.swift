import SwiftUI

// ViewThatFits picks the first layout that fits; a custom alignment guide
// lines up an icon with the middle of a two-line caption.
extension VerticalAlignment {
    private enum IconAndTitle: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[VerticalAlignment.center]
        }
    }

    static let iconAndTitle = VerticalAlignment(IconAndTitle.self)
}

struct ShareBar: View {
    var title: String

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(alignment: .iconAndTitle) {
                Image(systemName: "square.and.arrow.up")
                    .alignmentGuide(.iconAndTitle) { d in d[.bottom] }
                VStack(alignment: .leading) {
                    Text(title).alignmentGuide(.iconAndTitle) { d in d[.lastTextBaseline] }
                    Text("Tap to share with friends").font(.caption)
                }
                Spacer()
                Button("Share") {}
            }
            VStack {
                Text(title)
                Button("Share") {}
            }
            Image(systemName: "square.and.arrow.up")
        }
        .padding()
        .alignmentGuide(HorizontalAlignment.leading) { d in d.width / 4 }
    }
}
