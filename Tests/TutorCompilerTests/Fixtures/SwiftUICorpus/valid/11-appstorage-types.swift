import SwiftUI

// Every value type AppStorage supports, including optionals and
// Int/String-backed enums.
enum SortOrder: String, CaseIterable, Identifiable {
    case name, date
    var id: Self { self }
}

enum Level: Int {
    case beginner = 1, expert = 2
}

struct PreferencesView: View {
    @AppStorage("showPreview") private var showPreview = true
    @AppStorage("fontSize") private var fontSize = 14
    @AppStorage("volume") private var volume = 0.5
    @AppStorage("username") private var username = "Anonymous"
    @AppStorage("homepage") private var homepage = URL(string: "https://www.example.com")!
    @AppStorage("token") private var token = Data()
    @AppStorage("lastOpened") private var lastOpened = Date.now
    @AppStorage("sortOrder") private var sortOrder = SortOrder.name
    @AppStorage("level") private var level: Level = .beginner
    @AppStorage("nickname") private var nickname: String?
    @AppStorage("highScore") private var highScore: Int?
    @AppStorage("lastSort") private var lastSort: SortOrder?
    @AppStorage("shared", store: UserDefaults(suiteName: "group.example")) private var shared = false

    var body: some View {
        Form {
            Toggle("Show Preview", isOn: $showPreview)
            Stepper("Font Size: \(fontSize)", value: $fontSize, in: 8...32)
            Slider(value: $volume, in: 0...1)
            TextField("Username", text: $username)
            Picker("Sort", selection: $sortOrder) {
                ForEach(SortOrder.allCases) { order in
                    Text(order.rawValue.capitalized).tag(order)
                }
            }
            Text(nickname ?? "No nickname")
            Text("High score: \(highScore ?? 0)")
        }
    }
}
