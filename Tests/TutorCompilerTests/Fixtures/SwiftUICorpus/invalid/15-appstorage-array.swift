// expect: no exact matches in call to initializer
import SwiftUI

// AppStorage stores Bool, Int, Double, String, URL, Date, Data and Int/String
// RawRepresentable values, not arrays.
struct FavoritesView: View {
    @AppStorage("favorites") private var favorites: [String] = []

    var body: some View {
        List(favorites, id: \.self) { Text($0) }
    }
}
