// expect: does not conform to protocol 'Layout'
import SwiftUI

// A custom layout must implement both sizeThatFits and placeSubviews; this
// one forgot placeSubviews(in:proposal:subviews:cache:).
struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widths = subviews.map { $0.sizeThatFits(.unspecified).width }
        return CGSize(width: widths.reduce(0, +) + spacing * CGFloat(max(widths.count - 1, 0)), height: 44)
    }
}

struct Tags: View {
    var body: some View {
        FlowLayout {
            Text("swift")
            Text("ui")
        }
    }
}
