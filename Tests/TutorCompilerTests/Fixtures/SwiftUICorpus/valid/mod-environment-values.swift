import SwiftUI

/// A settings screen that adapts to the environment and overrides parts of it for its children.
struct AdaptiveSettingsView: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.displayScale) private var displayScale
    @Environment(\.openURL) private var openURL
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.legibilityWeight) private var legibilityWeight
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
    @Environment(\.accessibilityInvertColors) private var invertColors
    @Environment(\.redactionReasons) private var redactionReasons
    @Environment(\.self) private var environment

    var body: some View {
        let layout = dynamicTypeSize.isAccessibilitySize || horizontalSizeClass == .compact
            ? AnyLayoutChoice.vertical : .horizontal
        VStack(alignment: .leading) {
            Text("Theme: \(colorScheme == .dark ? "Dark" : "Light")")
                .fontWeight(legibilityWeight == .bold ? .heavy : .regular)
            Text("Layout: \(layout == .vertical ? "stacked" : "side by side")")
            Text("Region: \(locale.identifier), \(timeZone.identifier), \(calendar.identifier)")
            Text("Scale: \(displayScale, specifier: "%.0f")x, enabled: \(isEnabled ? "yes" : "no")")
            Text(contrast == .increased ? "High contrast" : "Standard contrast")
                .background(reduceTransparency ? Color.gray : Color.gray.opacity(0.3))
            if redactionReasons.contains(.placeholder) || invertColors {
                Text("Placeholder")
            }
            Button("Help") {
                if let url = URL(string: "https://example.com/help") { openURL(url) }
            }
            Text(scenePhase == .active ? "Active" : "Not active")
            Text(environment.description)
        }
        .environment(\.colorScheme, .dark)
        .environment(\.locale, Locale(identifier: "fr_FR"))
        .transformEnvironment(\.font) { font in
            font = font ?? .body
        }
        .environment(\.openURL, OpenURLAction { url in
            print("opening", url)
            return .systemAction
        })
    }
}

enum AnyLayoutChoice {
    case vertical, horizontal
}

struct EditableList: View {
    @Environment(\.editMode) private var editMode
    @State private var items = ["A", "B"]

    var body: some View {
        List {
            ForEach(items, id: \.self) { Text($0) }
                .onDelete { items.remove(atOffsets: $0) }
        }
        .toolbar { EditButton() }
        .overlay(alignment: .bottom) {
            if editMode?.wrappedValue.isEditing == true {
                Text("Editing")
            }
        }
    }
}
