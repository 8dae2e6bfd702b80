import SwiftUI

// A TabView with selection, and a lazy grid inside a scroll view.
struct HomeView: View {
    enum Tabs: Hashable {
        case photos, settings
    }

    @State private var selectedTab: Tabs = .photos

    var body: some View {
        TabView(selection: $selectedTab) {
            Tab("Photos", systemImage: "photo", value: .photos) {
                PhotoGrid()
            }
            Tab("Settings", systemImage: "gear", value: .settings) {
                Text("Settings")
            }
        }
    }
}

struct PhotoGrid: View {
    private let columns = [GridItem(.adaptive(minimum: 80))]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 8) {
                ForEach(0..<30) { index in
                    Color.blue
                        .frame(height: 80)
                        .overlay { Text("\(index)") }
                }
            }
            .padding()
        }
    }
}
