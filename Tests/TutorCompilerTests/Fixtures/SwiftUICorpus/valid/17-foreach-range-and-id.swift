import SwiftUI

// ForEach over a constant range and over values identified by a key path.
struct NamedFont: Identifiable {
    let name: String
    let font: Font
    var id: String { name }
}

struct FontList: View {
    private let namedFonts: [NamedFont] = [
        NamedFont(name: "Large Title", font: .largeTitle),
        NamedFont(name: "Title", font: .title),
        NamedFont(name: "Headline", font: .headline),
        NamedFont(name: "Body", font: .body),
        NamedFont(name: "Caption", font: .caption),
    ]
    private let colors = ["Red", "Green", "Blue"]

    var body: some View {
        VStack {
            ForEach(0..<5) { index in
                Text("Row \(index)")
            }
            ForEach(colors, id: \.self) { color in
                Text(color)
            }
            ForEach(namedFonts) { namedFont in
                Text(namedFont.name)
                    .font(namedFont.font)
            }
        }
    }
}
