// expect: conform to 'BinaryFloatingPoint'
import SwiftUI

// Slider works with floating-point values; an Int state needs a Double or a Stepper.
struct RatingView: View {
    @State private var rating = 3

    var body: some View {
        Slider(value: $rating, in: 1...5, step: 1)
    }
}
