// expect: has no member 'strokeBorder'
import SwiftUI

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct Warning: View {
    var body: some View {
        // strokeBorder needs an InsettableShape; Triangle only conforms to Shape.
        Triangle()
            .strokeBorder(.red, lineWidth: 4)
            .frame(width: 100, height: 90)
    }
}
