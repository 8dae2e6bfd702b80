import SwiftUI

// Text output the way apps use it: formatting, dates, Markdown, concatenation
// of styled pieces, fonts, and the layout modifiers for tight spaces.
struct ScoreCard: View {
    let player: String
    let score: Int
    let accuracy: Double
    let lastPlayed: Date
    let roundEnds: Date

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(player)
                .font(.system(size: 28, weight: .bold, design: .rounded))
                .lineLimit(1)
                .minimumScaleFactor(0.5)
                .allowsTightening(true)

            Text("**\(score)** points")
                .font(.title2)
                .monospacedDigit()

            Text(accuracy, format: .percent.precision(.fractionLength(1)))
                .foregroundStyle(.secondary)

            Text(Image(systemName: "star.fill")) + Text(" Top ") + Text("10").bold().foregroundStyle(.orange)

            Text("Last played ") + Text(lastPlayed, style: .relative) + Text(" ago")

            Text(timerInterval: Date.now...roundEnds, countsDown: true)
                .font(.caption.monospaced())

            Text(lastPlayed.formatted(date: .abbreviated, time: .shortened))
                .font(.custom("Avenir Next", size: 14, relativeTo: .body))

            Text(verbatim: "Use **stars** literally")
                .italic()
                .underline(true, pattern: .dash, color: .gray)
                .strikethrough()

            Text("Read the [rules](https://example.com/rules) before playing.")
                .textSelection(.enabled)

            Text("leaderboard")
                .textCase(.uppercase)
                .kerning(1.5)
                .tracking(2)
                .font(.footnote.weight(.semibold).leading(.tight))
                .fontWidth(.condensed)

            Text("A long description of the round that wraps onto several lines and then stops.")
                .lineLimit(2, reservesSpace: true)
                .truncationMode(.middle)
                .multilineTextAlignment(.leading)
                .lineSpacing(4)

            Text("Version \(2.1, specifier: "%.1f")")
                .fontWeight(.light)
                .fontDesign(.serif)
                .baselineOffset(2)
        }
        .padding()
    }
}
