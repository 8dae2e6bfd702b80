// rule: An @Observable object passed to a child as a plain `let`: the child reading `profile.name` re-runs when `name` changes and the parent (which reads only `visits`) does not; when `visits` changes the parent re-runs but the child, handed the same object, does not.
// source: "Discover Observation in SwiftUI", WWDC23; "Demystify SwiftUI performance", WWDC23 (a child whose inputs are unchanged is not re-evaluated; a class reference compares by identity)
// view: ContentView
// script: tap "Rename"; tap "Visit"; tap "Visit"; screen; counts
// exit: 0
import SwiftUI

@Observable
final class Profile {
    var name = "Ada"
    var visits = 0
}

struct ContentView: View {
    @State private var profile = Profile()

    var body: some View {
        VStack {
            Text("visits \(profile.visits)")
            NameTag(profile: profile)
            Button("Rename") { profile.name = "Grace" }
            Button("Visit") { profile.visits += 1 }
        }
    }
}

struct NameTag: View {
    let profile: Profile
    var body: some View { Text("name \(profile.name)") }
}

// ContentView: launch + 2 visits = 3. NameTag: launch + rename = 2.
/* expect
--- screen ---
visits 2
name Grace
[Rename]
[Visit]
--- end ---
ContentView.body 3
NameTag.body 2
*/
