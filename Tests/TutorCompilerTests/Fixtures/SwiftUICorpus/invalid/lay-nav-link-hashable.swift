// expect: requires that 'Recipe' conform to 'Hashable'
import SwiftUI

// Values pushed with NavigationLink(value:) must be Hashable.
struct Recipe: Identifiable {
    let id = UUID()
    var name: String
}

struct RecipeList: View {
    let recipes = [Recipe(name: "Soup")]

    var body: some View {
        NavigationStack {
            List(recipes) { recipe in
                NavigationLink(recipe.name, value: recipe)
            }
        }
    }
}
