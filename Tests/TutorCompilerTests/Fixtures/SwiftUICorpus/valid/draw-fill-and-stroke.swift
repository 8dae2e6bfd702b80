import SwiftUI

// Since iOS 17 a filled shape can be stroked too, without an overlay.
struct Avatar: View {
    var initials: String
    var isOnline: Bool

    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            Circle()
                .fill(.indigo.gradient)
                .stroke(.white, lineWidth: 3)
                .overlay {
                    Text(initials)
                        .font(.title2.bold())
                        .foregroundStyle(.white)
                }
                .frame(width: 64, height: 64)
            Circle()
                .fill(isOnline ? .green : .gray)
                .strokeBorder(.white, lineWidth: 2)
                .frame(width: 18, height: 18)
        }
    }
}

struct Tag: View {
    var title: String

    var body: some View {
        Text(title)
            .font(.caption)
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background {
                Capsule()
                    .fill(.orange.opacity(0.2))
                    .stroke(.orange, style: StrokeStyle(lineWidth: 1, dash: [3, 2]))
            }
    }
}

#Preview {
    HStack {
        Avatar(initials: "AL", isOnline: true)
        Tag(title: "Admin")
    }
}
