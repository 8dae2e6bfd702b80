import SwiftUI

// A NavigationStack whose path survives relaunches: the path's codable
// representation is written to disk on every change and read back at start.
struct Recipe: Identifiable, Hashable, Codable {
    var id = UUID()
    var name: String
}

@Observable
final class PathStore {
    var path: NavigationPath {
        didSet { save() }
    }

    private let saveURL = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("SavedPath.json")

    init() {
        if let data = try? Data(contentsOf: saveURL),
            let decoded = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        {
            path = NavigationPath(decoded)
        } else {
            path = NavigationPath()
        }
    }

    func save() {
        guard let representation = path.codable else { return }
        do {
            let data = try JSONEncoder().encode(representation)
            try data.write(to: saveURL, options: .atomic)
        } catch {
            print("Could not save the navigation path: \(error)")
        }
    }
}

struct RecipeBook: View {
    @State private var store = PathStore()
    private let recipes = [Recipe(name: "Pancakes"), Recipe(name: "Ramen")]

    var body: some View {
        NavigationStack(path: $store.path) {
            List(recipes) { recipe in
                NavigationLink(recipe.name, value: recipe)
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                VStack {
                    Text(recipe.name).font(.largeTitle)
                    Button("Step 1") { store.path.append(1) }
                }
            }
            .navigationDestination(for: Int.self) { step in
                Text("Step \(step)")
                    .toolbar {
                        Button("Start over") { store.path.removeLast(store.path.count) }
                    }
            }
        }
    }
}
