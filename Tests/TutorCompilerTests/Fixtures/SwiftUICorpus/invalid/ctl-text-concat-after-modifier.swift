// expect: cannot convert value of type 'some View' to expected argument type 'Text'
import SwiftUI

// Only Text-returning modifiers (bold, font, foregroundColor…) keep a Text
// that `+` can join; padding turns it into some View.
struct Greeting: View {
    let name: String

    var body: some View {
        Text("Hello, ") + Text(name).padding()
    }
}
