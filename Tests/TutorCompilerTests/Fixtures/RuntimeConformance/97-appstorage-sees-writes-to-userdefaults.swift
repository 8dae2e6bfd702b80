// rule: `@AppStorage` observes `UserDefaults`: a value written to the key straight through `UserDefaults.standard` updates every view using the key; writing the value it already holds runs no body.
// source: Apple documentation "AppStorage" (a property wrapper type that reflects a value from UserDefaults and invalidates a view on a change in value in that user default)
// view: GoalScreen
// script: tap "Reset"; reset-counts; tap "Set 70"; screen; counts; reset-counts; tap "Set 70"; counts
// exit: 0
import SwiftUI

struct GoalScreen: View {
    var body: some View {
        VStack {
            GoalLabel()
            GoalLabel()
            Button("Set 70") { UserDefaults.standard.set(70, forKey: "conformance.goal") }
            Button("Reset") { UserDefaults.standard.removeObject(forKey: "conformance.goal") }
        }
    }
}

struct GoalLabel: View {
    @AppStorage("conformance.goal") private var goal = 20

    var body: some View {
        Text("Goal: \(goal) pages")
    }
}

/* expect
--- screen ---
Goal: 70 pages
Goal: 70 pages
[Set 70]
[Reset]
--- end ---
GoalLabel.body 2
*/
