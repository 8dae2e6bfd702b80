// rule: A Toggle bound to `$alarm.enabled` of an @ObservedObject writes the @Published property; the owner (@StateObject) and the child (@ObservedObject) both re-run once.
// source: Apple documentation "ObservedObject" (projectedValue gives bindings to its properties) and "Toggle"; "Data Essentials in SwiftUI", WWDC20
// view: ContentView
// script: toggle "Wake"; screen; counts
// exit: 0
import SwiftUI

final class Alarm: ObservableObject {
    @Published var enabled = false
    @Published var label = "Wake"
}

struct ContentView: View {
    @StateObject private var alarm = Alarm()

    var body: some View {
        VStack {
            Text(alarm.enabled ? "alarm set" : "no alarm")
            AlarmEditor(alarm: alarm)
        }
    }
}

struct AlarmEditor: View {
    @ObservedObject var alarm: Alarm
    var body: some View { Toggle(alarm.label, isOn: $alarm.enabled) }
}

/* expect
--- screen ---
alarm set
[x] Wake
--- end ---
AlarmEditor.body 2
ContentView.body 2
*/
