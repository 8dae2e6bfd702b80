// expect: requires that 'Recipe' conform to 'Identifiable'
import SwiftUI

struct Recipe {
    var title: String
}

struct RecipeList: View {
    @State private var selected: Recipe?

    var body: some View {
        Button("Show pancakes") { selected = Recipe(title: "Pancakes") }
            .sheet(item: $selected) { recipe in
                Text(recipe.title)
            }
    }
}
