// expect: type 'ToolbarItemPlacement' has no member 'trailing'
import SwiftUI

struct InboxScreen: View {
    var body: some View {
        NavigationStack {
            Text("Inbox")
                .toolbar {
                    ToolbarItem(placement: .trailing) {
                        Button("Compose") {}
                    }
                }
        }
    }
}
