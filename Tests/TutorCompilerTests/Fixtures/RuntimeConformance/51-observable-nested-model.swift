// rule: Reading `model.settings.flag` (an @Observable inside an @Observable) tracks both `model.settings` and `settings.flag`: flipping the flag re-evaluates the reader, and so does replacing `settings`; a view reading only `model.title` is not re-evaluated.
// source: "Discover Observation in SwiftUI", WWDC23 (tracking follows every observable property read, through any chain of objects)
// view: ContentView
// script: tap "Flip"; screen; tap "Replace"; screen; counts
// exit: 0
import SwiftUI

@Observable
final class Settings {
    var flag = false
}

@Observable
final class AppModel {
    var settings = Settings()
    var title = "Home"
}

struct ContentView: View {
    @State private var model = AppModel()

    var body: some View {
        VStack {
            FlagView(model: model)
            TitleView(model: model)
            Button("Flip") { model.settings.flag.toggle() }
            Button("Replace") { model.settings = Settings() }
        }
    }
}

struct FlagView: View {
    let model: AppModel
    var body: some View { Text(model.settings.flag ? "flag on" : "flag off") }
}

struct TitleView: View {
    let model: AppModel
    var body: some View { Text(model.title) }
}

/* expect
--- screen ---
flag on
Home
[Flip]
[Replace]
--- end ---
--- screen ---
flag off
Home
[Flip]
[Replace]
--- end ---
ContentView.body 1
FlagView.body 3
TitleView.body 1
*/
