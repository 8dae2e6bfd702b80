// expect: cannot convert value of type 'Double' to expected argument type 'Angle'
import SwiftUI

struct Arc: Shape {
    var endDegrees: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
            startAngle: .zero, endAngle: endDegrees, clockwise: false)
        return path
    }
}
