import SwiftUI

// An equal-width button row: every button gets the width of the widest one,
// gaps come from the subviews' preferred spacing, the layout reports its
// stacking axis, and it falls back to a column when the row does not fit.
struct EqualWidthHStack: Layout {
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let maxSize = maxSize(subviews: subviews)
        let totalSpacing = spacing(subviews: subviews).reduce(0, +)
        return CGSize(width: maxSize.width * CGFloat(subviews.count) + totalSpacing, height: maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var x = bounds.minX + maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: placementProposal)
            x += maxSize.width + spacing[index]
        }
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        guide == .center ? bounds.midY : nil
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return sizes.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }
}

struct VoteButtons: View {
    @State private var votes = ["Yes": 0, "No": 0, "Maybe later": 0]

    var body: some View {
        ViewThatFits {
            EqualWidthHStack { buttons }
            VStackLayout(spacing: 8) { buttons }
        }
        .padding()
    }

    @ViewBuilder private var buttons: some View {
        ForEach(votes.keys.sorted(), id: \.self) { option in
            Button {
                votes[option, default: 0] += 1
            } label: {
                Text("\(option) (\(votes[option, default: 0]))")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.bordered)
            .layoutPriority(option == "Yes" ? 1 : 0)
        }
    }
}
