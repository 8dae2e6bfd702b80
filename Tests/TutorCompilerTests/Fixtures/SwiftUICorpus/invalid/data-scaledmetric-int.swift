// expect: generic struct 'ScaledMetric' requires that 'Int' conform to 'BinaryFloatingPoint'
import SwiftUI

// ScaledMetric scales floating-point values (CGFloat, Double); an Int cannot be scaled.
struct Avatar: View {
    @ScaledMetric var size: Int = 40

    var body: some View {
        Image(systemName: "person.circle")
            .resizable()
            .frame(width: CGFloat(size), height: CGFloat(size))
    }
}
