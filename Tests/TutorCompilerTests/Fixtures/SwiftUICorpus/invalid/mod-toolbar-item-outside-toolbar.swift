// expect: requires that 'ToolbarItem<(), Button<Text>>' conform to 'View'
import SwiftUI

struct ComposeScreen: View {
    var body: some View {
        VStack {
            Text("Draft")
            ToolbarItem(placement: .bottomBar) {
                Button("Send") {}
            }
        }
    }
}
