import SwiftUI

// An avatar whose size and spacing follow the user's Dynamic Type setting.
struct AvatarRow: View {
    let name: String
    let initials: String

    @ScaledMetric private var avatarSize: CGFloat = 44
    @ScaledMetric(relativeTo: .caption) private var badgeSize = 12.0
    @ScaledMetric(relativeTo: .body) private var spacing: CGFloat = 8

    var body: some View {
        HStack(spacing: spacing) {
            ZStack(alignment: .bottomTrailing) {
                Circle()
                    .fill(.blue.gradient)
                    .frame(width: avatarSize, height: avatarSize)
                    .overlay {
                        Text(initials)
                            .foregroundStyle(.white)
                    }
                Circle()
                    .fill(.green)
                    .frame(width: badgeSize, height: badgeSize)
            }
            Text(name)
                .font(.body)
        }
    }
}
