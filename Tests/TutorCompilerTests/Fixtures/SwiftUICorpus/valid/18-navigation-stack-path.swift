import SwiftUI

// Value-based navigation with a path the view controls.
struct Park: Identifiable, Hashable {
    let id = UUID()
    var name: String
}

struct ParkDetails: View {
    let park: Park

    var body: some View {
        Text(park.name)
            .navigationTitle(park.name)
    }
}

struct ParksView: View {
    @State private var presentedParks: [Park] = []
    private let parks = [Park(name: "Yosemite"), Park(name: "Sequoia")]

    var body: some View {
        NavigationStack(path: $presentedParks) {
            List(parks) { park in
                NavigationLink(park.name, value: park)
            }
            .navigationDestination(for: Park.self) { park in
                ParkDetails(park: park)
            }
            .toolbar {
                Button("Show First") {
                    presentedParks = [parks[0]]
                }
            }
        }
    }
}

struct PathView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Details") {
                    Text("Pushed with a destination closure")
                }
                Button("Push 42") { path.append(42) }
            }
            .navigationDestination(for: Int.self) { number in
                Text("Number \(number)")
            }
        }
    }
}
