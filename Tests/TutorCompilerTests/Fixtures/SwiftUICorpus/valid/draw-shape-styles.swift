import SwiftUI

struct SettingsTile: View {
    var title: String
    var systemImage: String
    var isHighlighted: Bool

    private var tileStyle: AnyShapeStyle {
        isHighlighted ? AnyShapeStyle(Color.accentColor.gradient) : AnyShapeStyle(.regularMaterial)
    }

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: systemImage)
                .font(.title2)
                .foregroundStyle(.white, .tint)
                .frame(width: 44, height: 44)
                .background(.tint.opacity(0.8), in: RoundedRectangle(cornerRadius: 10))
            VStack(alignment: .leading) {
                Text(title)
                    .foregroundStyle(.primary)
                Text("Tap to change")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Text("Updated today")
                    .font(.caption2)
                    .foregroundStyle(.tertiary)
            }
            Spacer()
            Image(systemName: "chevron.right")
                .foregroundStyle(.quaternary)
        }
        .padding()
        .background(tileStyle, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .overlay(alignment: .bottom) {
            Rectangle()
                .fill(.separator)
                .frame(height: 1)
        }
    }
}

struct StyledShapes: View {
    var body: some View {
        VStack(spacing: 20) {
            SettingsTile(title: "Wi-Fi", systemImage: "wifi", isHighlighted: true)
            SettingsTile(title: "Bluetooth", systemImage: "dot.radiowaves.left.and.right", isHighlighted: false)
            RoundedRectangle(cornerRadius: 20)
                .fill(.blue.gradient.shadow(.drop(color: .black.opacity(0.3), radius: 8, y: 4)))
                .frame(height: 80)
            Circle()
                .fill(.white.shadow(.inner(color: .gray, radius: 4)))
                .frame(width: 60, height: 60)
            Text("Overlay")
                .font(.largeTitle.bold())
                .foregroundStyle(.orange.blendMode(.multiply))
            Capsule()
                .fill(.tint.secondary)
                .frame(height: 12)
        }
        .padding()
        .tint(.indigo)
    }
}
