import SwiftUI

@Observable
final class FeedModel {
    var items: [String] = []
    var isLoading = false
    var query = ""

    func load(matching query: String) async {
        isLoading = true
        try? await Task.sleep(for: .milliseconds(200))
        items = ["Swift", "SwiftUI", "Observation"].filter { query.isEmpty || $0.contains(query) }
        isLoading = false
    }
}

/// A feed that loads when it appears, reloads when the query changes and reacts to events.
struct FeedView: View {
    @State private var model = FeedModel()
    @State private var likes = 0
    @State private var isHovering = false
    @State private var openedURL: URL?
    @State private var selection = 0
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        VStack {
            TextField("Search", text: $model.query)
            List(model.items, id: \.self) { item in
                Text(item)
                    .redacted(reason: model.isLoading ? .placeholder : [])
            }
            Button("Like") { likes += 1 }
                .sensoryFeedback(.increase, trigger: likes)
                .sensoryFeedback(.impact(weight: .light), trigger: likes) { old, new in new > old }
                .help("Adds a like")
                .onHover { hovering in isHovering = hovering }
                .scaleEffect(isHovering ? 1.1 : 1)
                .animation(.easeInOut, value: isHovering)
            Text("Selected \(selection)")
                .focusable()
                .onKeyPress(.rightArrow) {
                    selection += 1
                    return .handled
                }
                .onKeyPress(characters: .decimalDigits) { press in
                    selection = Int(press.characters) ?? selection
                    return .handled
                }
                .sensoryFeedback(trigger: selection) { old, new in
                    new > old ? .selection : nil
                }
        }
        .task { await model.load(matching: "") }
        .task(id: model.query, priority: .utility) { await model.load(matching: model.query) }
        .onChange(of: model.query) { oldValue, newValue in
            print("query changed from \(oldValue) to \(newValue)")
        }
        .onChange(of: likes, initial: true) {
            print("likes now \(likes)")
        }
        .onChange(of: scenePhase) {
            if scenePhase == .background { print("saving") }
        }
        .onAppear { print("appeared") }
        .onDisappear { print("gone") }
        .onOpenURL { url in openedURL = url }
        .dynamicTypeSize(...DynamicTypeSize.accessibility2)
        .statusBarHidden(model.isLoading)
        .transaction { transaction in
            if model.isLoading { transaction.animation = nil }
        }
        .animation(.smooth) { content in
            content.opacity(model.isLoading ? 0.5 : 1)
        }
    }
}

struct FixedSizeBadge: View {
    var body: some View {
        Text("NEW")
            .dynamicTypeSize(.large)
            .unredacted()
    }
}
