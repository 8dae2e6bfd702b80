import SwiftUI

// A radial layout with a cache and a custom layout value: each pet sits on a
// ring chosen by its rank, set with layoutValue(key:value:).
nonisolated struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

struct RadialLayout: Layout {
    struct Cache {
        var maxRank: Int
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(maxRank: subviews.map { $0[Rank.self] }.max() ?? 0)
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let radius = min(bounds.width, bounds.height) / 2
        let step = Angle.degrees(360 / Double(max(subviews.count, 1))).radians
        for (index, subview) in subviews.enumerated() {
            let ring = CGFloat(subview[Rank.self] + 1) / CGFloat(cache.maxRank + 1)
            let angle = step * Double(index) - .pi / 2
            let point = CGPoint(
                x: bounds.midX + radius * ring * CGFloat(cos(angle)),
                y: bounds.midY + radius * ring * CGFloat(sin(angle)))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

struct Pet: Identifiable {
    let id = UUID()
    var emoji: String
    var votes: Int
}

struct PetRings: View {
    @State private var pets = [Pet(emoji: "🐶", votes: 3), Pet(emoji: "🐱", votes: 1), Pet(emoji: "🐰", votes: 2)]

    var body: some View {
        RadialLayout {
            ForEach(pets) { pet in
                Text(pet.emoji)
                    .font(.largeTitle)
                    .layoutValue(key: Rank.self, value: pet.votes)
            }
        }
        .frame(width: 240, height: 240)
        Button("Vote for the cat") {
            withAnimation { pets[1].votes += 1 }
        }
    }
}
