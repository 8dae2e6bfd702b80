// rule: Built-in environment values have defaults and are set by their modifiers: `isEnabled` is true unless an ancestor applies `.disabled(true)`, and `font` is nil unless an ancestor applies `.font(_:)`.
// source: Apple documentation "EnvironmentValues" isEnabled and font, "disabled(_:)" and "font(_:)" (sets the default font in the environment)
// view: ContentView
// script: screen
// exit: 0
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            Probe(label: "plain")
            Probe(label: "greyed")
                .disabled(true)
            Probe(label: "titled")
                .font(.title)
        }
    }
}

struct Probe: View {
    let label: String
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.font) private var font

    var body: some View {
        Text("\(label): \(isEnabled ? "enabled" : "disabled"), \(font == nil ? "no font" : "font set")")
    }
}

/* expect
--- screen ---
plain: enabled, no font
greyed: disabled, no font
titled: enabled, font set
--- end ---
*/
