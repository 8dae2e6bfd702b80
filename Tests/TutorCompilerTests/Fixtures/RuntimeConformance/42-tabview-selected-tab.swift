// rule: A TabView bound to a selection shows the tab whose tag equals the selection; changing the selection from code switches tabs and re-runs the owner's body once.
// source: Apple documentation "TabView" (init(selection:content:), tabItem(_:), tag(_:))
// view: ContentView
// script: screen; tap "Open Settings"; screen; counts
// exit: 0
import SwiftUI

// Screen convention chosen by this suite: only the selected tab's content is on screen; the tab
// items (the tab bar) print nothing.
struct ContentView: View {
    @State private var tab = 1

    var body: some View {
        TabView(selection: $tab) {
            VStack {
                Text("Inbox, tab \(tab)")
                Button("Open Settings") { tab = 2 }
            }
            .tabItem { Label("Inbox", systemImage: "tray") }
            .tag(1)
            VStack {
                Text("Settings")
                Button("Open Inbox") { tab = 1 }
            }
            .tabItem { Label("Settings", systemImage: "gear") }
            .tag(2)
        }
    }
}

/* expect
--- screen ---
Inbox, tab 1
[Open Settings]
--- end ---
--- screen ---
Settings
[Open Inbox]
--- end ---
ContentView.body 2
*/
