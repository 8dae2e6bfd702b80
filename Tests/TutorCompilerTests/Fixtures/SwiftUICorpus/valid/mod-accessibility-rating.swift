import SwiftUI

/// A star rating that VoiceOver users adjust with a swipe up or down.
struct RatingView: View {
    @Binding var rating: Int
    var maximum = 5
    var label = "Rating"

    var body: some View {
        HStack(spacing: 4) {
            ForEach(1...maximum, id: \.self) { number in
                Image(systemName: number <= rating ? "star.fill" : "star")
                    .foregroundStyle(number <= rating ? .yellow : .gray)
                    .onTapGesture { rating = number }
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(label)
        .accessibilityValue(rating == 1 ? "1 star" : "\(rating) stars")
        .accessibilityHint(Text("Swipe up or down to change the rating"))
        .accessibilityAddTraits(.isButton)
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment:
                if rating < maximum { rating += 1 }
            case .decrement:
                if rating > 1 { rating -= 1 }
            @unknown default:
                break
            }
        }
        .accessibilityIdentifier("rating-control")
    }
}

struct ReviewRow: View {
    let title: String
    let isFavorite: Bool
    @State private var rating = 3
    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOverEnabled
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text(title)
                    .font(.headline)
                    .accessibilityAddTraits(.isHeader)
                    .accessibilityHeading(.h2)
                if isFavorite {
                    Image(systemName: differentiateWithoutColor ? "heart.fill" : "circle.fill")
                        .foregroundStyle(.red)
                        .accessibilityLabel(Text("Favourite"))
                }
                Image(systemName: "photo")
                    .accessibilityHidden(true)
            }
            RatingView(rating: $rating)
                .accessibilitySortPriority(1)
            if !voiceOverEnabled {
                Text("Tap a star to rate")
                    .font(.caption)
                    .accessibilityRemoveTraits(.isStaticText)
            }
        }
        .animation(reduceMotion ? nil : .default, value: rating)
        .accessibilityAction(named: "Reset rating") { rating = 3 }
        .accessibilityAction(.escape) { rating = 0 }
        .accessibilityInputLabels([Text("Review"), Text(title)])
    }
}
