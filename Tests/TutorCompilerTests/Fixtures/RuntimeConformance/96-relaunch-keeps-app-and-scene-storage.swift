// rule: Quitting and launching the app again starts every view over with its initial `@State`, while `@AppStorage` reads what `UserDefaults` kept and `@SceneStorage` what the scene kept (restored when the system brings the scene back).
// source: Apple documentation "AppStorage", "SceneStorage" (restored with the scene) and "State" (storage lives as long as the view)
// view: ReaderSettings
// script: tap "Forget"; tap "Bigger"; tap "Bigger"; pick "Theme" "Sepia"; screen; relaunch; screen; counts
// exit: 0
import SwiftUI

struct ReaderSettings: View {
    @AppStorage("conformance.relaunch.size") private var savedSize = 17
    @SceneStorage("conformance.relaunch.theme") private var theme = "Paper"
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("Saved size: \(savedSize)")
            Text("Taps this launch: \(taps)")
            Picker("Theme", selection: $theme) {
                Text("Paper").tag("Paper")
                Text("Sepia").tag("Sepia")
            }
            Button("Bigger") {
                savedSize += 1
                taps += 1
            }
            Button("Forget") { UserDefaults.standard.removeObject(forKey: "conformance.relaunch.size") }
        }
    }
}

/* expect
--- screen ---
Saved size: 19
Taps this launch: 2
Theme: Sepia
[Bigger]
[Forget]
--- end ---
--- screen ---
Saved size: 19
Taps this launch: 0
Theme: Sepia
[Bigger]
[Forget]
--- end ---
ReaderSettings.body 1
*/
