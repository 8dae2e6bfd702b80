// expect: missing argument for parameter 'proposal' in call
import SwiftUI

// LayoutSubview.place(at:anchor:proposal:) needs the size proposal the
// subview should be placed with; only the anchor has a default.
struct CenterStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center)
        }
    }
}
