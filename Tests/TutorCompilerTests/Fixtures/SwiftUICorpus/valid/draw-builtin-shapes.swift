import SwiftUI

struct BadgeRow: View {
    @State private var rounded = true

    private var badgeShape: AnyShape {
        rounded ? AnyShape(RoundedRectangle(cornerRadius: 8)) : AnyShape(Capsule())
    }

    var body: some View {
        VStack(spacing: 16) {
            HStack {
                Rectangle().fill(.red)
                RoundedRectangle(cornerRadius: 12, style: .continuous).fill(.orange)
                RoundedRectangle(cornerSize: CGSize(width: 20, height: 10)).fill(.yellow)
                Circle().fill(.green)
                Ellipse().fill(.blue)
                Capsule(style: .circular).fill(.purple)
            }
            .frame(height: 40)

            UnevenRoundedRectangle(topLeadingRadius: 16, bottomTrailingRadius: 16)
                .fill(.teal)
                .frame(height: 60)

            Text("New")
                .font(.caption.bold())
                .padding(8)
                .background(.blue, in: badgeShape)
                .foregroundStyle(.white)

            Image(systemName: "star.fill")
                .padding()
                .background(.yellow)
                .clipShape(.circle)

            Text("Rect")
                .padding()
                .background(.mint)
                .clipShape(.rect(cornerRadius: 10))

            Text("Corners")
                .padding()
                .background(.pink, in: .rect(topLeadingRadius: 12, bottomLeadingRadius: 0, bottomTrailingRadius: 12, topTrailingRadius: 0))

            Capsule()
                .inset(by: 4)
                .stroke(.gray, lineWidth: 2)
                .frame(width: 120, height: 36)

            Rectangle()
                .rotation(.degrees(45))
                .scale(0.7)
                .offset(x: 10, y: 0)
                .fill(.indigo)
                .frame(width: 60, height: 60)

            ContainerRelativeShape()
                .fill(.gray.opacity(0.2))
                .frame(height: 30)

            Toggle("Rounded badge", isOn: $rounded)
        }
        .padding()
    }
}
