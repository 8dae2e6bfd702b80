// rule: With no `--view`, the root is the content of the @main App's first WindowGroup.
// source: Apple documentation "App" and "WindowGroup"
// script: tap "Add"; screen
// exit: 0
import SwiftUI

@main
struct ConformanceApp: App {
    var body: some Scene {
        WindowGroup {
            HomeView()
        }
    }
}

struct HomeView: View {
    @State private var count = 0

    var body: some View {
        Text("home \(count)")
        Button("Add") { count += 1 }
    }
}

#Preview {
    Text("preview, not the root")
}

/* expect
--- screen ---
home 1
[Add]
--- end ---
*/
