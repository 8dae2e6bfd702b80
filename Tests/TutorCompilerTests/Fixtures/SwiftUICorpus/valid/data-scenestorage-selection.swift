import SwiftUI

// Per-window state that survives relaunch: the selected tab and a draft, via @SceneStorage.
enum Tab: String {
    case inbox, archive
}

struct MailWindow: View {
    @SceneStorage("selectedTab") private var selectedTab = Tab.inbox
    @SceneStorage("draft") private var draft = ""
    @SceneStorage("scrollOffset") private var scrollOffset = 0.0
    @SceneStorage("selectedMessageID") private var selectedMessageID: String?

    var body: some View {
        TabView(selection: $selectedTab) {
            VStack {
                TextField("Draft", text: $draft)
                Text(selectedMessageID ?? "No message selected")
                Text("Offset \(scrollOffset, specifier: "%.0f")")
            }
            .tag(Tab.inbox)
            .tabItem { Label("Inbox", systemImage: "tray") }

            Text("Archive")
                .tag(Tab.archive)
                .tabItem { Label("Archive", systemImage: "archivebox") }
        }
    }
}
