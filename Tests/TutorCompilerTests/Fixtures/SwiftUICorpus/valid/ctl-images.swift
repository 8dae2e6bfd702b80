import SwiftUI

// Images from the asset catalog and SF Symbols, with the modifiers that size,
// tint and vary them.
struct WeatherBadge: View {
    let isRaining: Bool
    let signal: Double

    var body: some View {
        HStack(spacing: 12) {
            Image("logo")
                .resizable()
                .scaledToFit()
                .frame(width: 40)
            Image("banner", bundle: .main, label: Text("Company banner"))
                .resizable(capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4), resizingMode: .tile)
                .frame(width: 80, height: 20)
            Image(decorative: "divider")
                .renderingMode(.template)
                .foregroundStyle(.tint)
            Image("pixel-art")
                .interpolation(.none)
                .resizable()
                .aspectRatio(contentMode: .fill)
                .frame(width: 32, height: 32)
                .clipped()
            Image(systemName: isRaining ? "cloud.rain" : "sun.max")
                .symbolRenderingMode(.multicolor)
                .imageScale(.large)
                .font(.title)
            Image(systemName: "wifi", variableValue: signal)
                .symbolRenderingMode(.hierarchical)
            Label("Favourites", systemImage: "heart")
                .symbolVariant(.fill)
            Image(systemName: "person")
                .symbolVariant(.circle.fill)
                .foregroundStyle(.blue, .gray)
                .symbolRenderingMode(.palette)
        }
    }
}
