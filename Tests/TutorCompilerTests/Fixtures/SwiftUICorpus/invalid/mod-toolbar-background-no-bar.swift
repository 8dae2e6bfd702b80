// expect: type 'ToolbarPlacement' has no member 'navigationBarTrailing'
import SwiftUI

struct ProfileScreen: View {
    var body: some View {
        NavigationStack {
            Text("Profile")
                .navigationTitle("Profile")
                .toolbarBackground(Color.orange, for: .navigationBarTrailing)
        }
    }
}
