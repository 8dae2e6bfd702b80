import SwiftUI

// A recipe browser: remote images with AsyncImage phases, a sort menu,
// expandable ingredient lists and labeled nutrition facts.
struct Recipe: Identifiable, Hashable {
    let id: Int
    var title: String
    var imageURL: URL?
    var minutes: Int
    var calories: Double
    var ingredients: [String]
    var sourceURL: URL
}

enum SortOrder: String, CaseIterable, Identifiable {
    case name, time, calories
    var id: Self { self }
}

@Observable
final class RecipeBook {
    var recipes: [Recipe] = []
    var sort: SortOrder = .name

    var sorted: [Recipe] {
        switch sort {
        case .name: recipes.sorted { $0.title < $1.title }
        case .time: recipes.sorted { $0.minutes < $1.minutes }
        case .calories: recipes.sorted { $0.calories < $1.calories }
        }
    }
}

struct RecipeThumbnail: View {
    let url: URL?

    var body: some View {
        AsyncImage(url: url) { phase in
            if let image = phase.image {
                image.resizable().scaledToFill()
            } else if phase.error != nil {
                Image(systemName: "fork.knife")
                    .foregroundStyle(.secondary)
            } else {
                ProgressView()
            }
        }
        .frame(width: 72, height: 72)
        .clipShape(RoundedRectangle(cornerRadius: 10))
    }
}

struct RecipeDetail: View {
    let recipe: Recipe
    @State private var showsIngredients = true

    var body: some View {
        List {
            AsyncImage(url: recipe.imageURL, scale: 2) { image in
                image.resizable().aspectRatio(contentMode: .fit)
            } placeholder: {
                Rectangle().fill(.quaternary).frame(height: 200)
            }
            Section("Nutrition") {
                LabeledContent("Calories", value: recipe.calories, format: .number.precision(.fractionLength(0)))
                LabeledContent("Time", value: "\(recipe.minutes) min")
            }
            DisclosureGroup("Ingredients (\(recipe.ingredients.count))", isExpanded: $showsIngredients) {
                ForEach(recipe.ingredients, id: \.self) { item in
                    Label(item, systemImage: "circle")
                        .symbolVariant(.fill)
                }
            }
            Link(destination: recipe.sourceURL) {
                Label("Open original recipe", systemImage: "safari")
            }
        }
        .navigationTitle(recipe.title)
    }
}

struct RecipeBrowser: View {
    @State private var book = RecipeBook()

    var body: some View {
        NavigationStack {
            List(book.sorted) { recipe in
                NavigationLink(value: recipe) {
                    HStack {
                        RecipeThumbnail(url: recipe.imageURL)
                        VStack(alignment: .leading) {
                            Text(recipe.title).font(.headline)
                            Text("\(recipe.minutes) min · \(Int(recipe.calories)) kcal")
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe)
            }
            .navigationTitle("Recipes")
            .toolbar {
                Menu {
                    Picker("Sort", selection: $book.sort) {
                        ForEach(SortOrder.allCases) { order in
                            Text(order.rawValue.capitalized).tag(order)
                        }
                    }
                    .pickerStyle(.inline)
                } label: {
                    Label("Sort", systemImage: "arrow.up.arrow.down")
                }
            }
        }
    }
}
