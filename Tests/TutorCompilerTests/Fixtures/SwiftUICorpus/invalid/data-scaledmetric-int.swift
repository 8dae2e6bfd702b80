// expect: generic struct 'ScaledMetric' requires that 'Int' conform to 'BinaryFloatingPoint'
import SwiftUI

// An integer literal makes the metric an Int; ScaledMetric needs a floating-point value.
struct Avatar: View {
    @ScaledMetric var size = 40

    var body: some View {
        Image(systemName: "person.circle")
            .resizable()
            .frame(width: CGFloat(size), height: CGFloat(size))
    }
}
