// expect: cannot convert value of type 'Int' to expected argument type 'Angle'
import SwiftUI

struct Dial: View {
    @State private var angle = Angle.degrees(0)

    var body: some View {
        Button("Turn") {
            // Angles add to angles: write `angle + .degrees(45)`.
            angle = angle + 45
        }
        .rotationEffect(angle)
    }
}
