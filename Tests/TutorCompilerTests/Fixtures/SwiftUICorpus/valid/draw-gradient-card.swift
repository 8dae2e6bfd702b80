// expect-warning: 'overlay(_:alignment:)' will be deprecated in a future version of iOS: Use `overlay(alignment:content:)` instead.
import SwiftUI

struct MembershipCard: View {
    var name: String
    var tier: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(tier.uppercased())
                .font(.caption.bold())
                .padding(.horizontal, 10)
                .padding(.vertical, 4)
                .background(.ultraThinMaterial, in: Capsule())
            Spacer()
            Text(name)
                .font(.title2.bold())
            Text("Member since 2021")
                .font(.subheadline)
                .foregroundStyle(.white.opacity(0.8))
        }
        .foregroundStyle(.white)
        .padding(20)
        .frame(width: 320, height: 190, alignment: .leading)
        .background(
            LinearGradient(
                stops: [
                    Gradient.Stop(color: .indigo, location: 0),
                    .init(color: .purple, location: 0.6),
                    .init(color: .pink, location: 1),
                ],
                startPoint: .topLeading, endPoint: .bottomTrailing)
        )
        .overlay(alignment: .topTrailing) {
            Circle()
                .fill(RadialGradient(colors: [.white.opacity(0.5), .clear], center: .center, startRadius: 0, endRadius: 60))
                .frame(width: 120, height: 120)
                .offset(x: 30, y: -30)
        }
        .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))
        .overlay(
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .strokeBorder(.white.opacity(0.3), lineWidth: 1)
        )
        .shadow(color: .purple.opacity(0.4), radius: 12, x: 0, y: 8)
    }
}

struct Swatches: View {
    var body: some View {
        HStack {
            Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center))
            Circle().fill(EllipticalGradient(colors: [.white, .teal]))
            Circle().fill(.orange.gradient)
            Circle().fill(.linearGradient(colors: [.mint, .cyan], startPoint: .top, endPoint: .bottom))
            Circle().fill(Color(hue: 0.6, saturation: 0.7, brightness: 0.9))
            Circle().fill(Color(red: 0.95, green: 0.3, blue: 0.2, opacity: 0.8))
        }
        .frame(height: 50)
    }
}

#Preview {
    VStack {
        MembershipCard(name: "Ada Lovelace", tier: "Gold")
        Swatches()
    }
}
