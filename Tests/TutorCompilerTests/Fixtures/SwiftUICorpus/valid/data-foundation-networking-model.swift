import SwiftUI

// A networking view model: async URLSession loading, JSON decoding, a cache file in the
// documents directory, and localized messages built with String(localized:).
struct Forecast: Codable, Identifiable {
    let id: Int
    let city: String
    let temperature: Double
}

@Observable
final class ForecastModel {
    var forecasts: [Forecast] = []
    var status = String(localized: "Not loaded yet")
    var isLoading = false

    private let cacheURL = URL.documentsDirectory.appending(path: "forecasts.json")

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            var request = URLRequest(url: URL(string: "https://example.com/forecast")!)
            request.setValue("application/json", forHTTPHeaderField: "Accept")
            let (data, response) = try await URLSession.shared.data(for: request)
            guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
                throw URLError(.badServerResponse)
            }
            forecasts = try JSONDecoder().decode([Forecast].self, from: data)
            try data.write(to: cacheURL, options: .atomic)
            let average = forecasts.map(\.temperature).reduce(0, +) / Double(max(forecasts.count, 1))
            status = String(localized: "Loaded \(forecasts.count) cities, average \(average, specifier: "%.1f")°")
        } catch {
            status = String(
                localized: "load.failed", defaultValue: "Could not load: \(error.localizedDescription)",
                comment: "Shown when the forecast request fails")
            if let cached = try? Data(contentsOf: cacheURL) {
                forecasts = (try? JSONDecoder().decode([Forecast].self, from: cached)) ?? []
            }
        }
    }
}

struct ForecastList: View {
    @State private var model = ForecastModel()

    var body: some View {
        NavigationStack {
            List(model.forecasts) { forecast in
                HStack {
                    Text(forecast.city)
                    Spacer()
                    Text("\(forecast.temperature, specifier: "%.0f")°")
                }
            }
            .overlay {
                if model.isLoading {
                    ProgressView()
                }
            }
            .navigationTitle("Forecast")
            .safeAreaInset(edge: .bottom) {
                Text(model.status)
                    .font(.footnote)
            }
            .task {
                await model.load()
            }
            .refreshable {
                await model.load()
            }
        }
    }
}
