// expect: cannot convert value of type '()' to closure result type 'KeyPress.Result'
import SwiftUI

struct Stepper2D: View {
    @State private var x = 0

    var body: some View {
        Text("x = \(x)")
            .focusable()
            .onKeyPress(.leftArrow) {
                x -= 1
            }
    }
}
