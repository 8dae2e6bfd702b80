// expect: cannot use mutating member on immutable value: 'path' is a 'let' constant
import SwiftUI

struct Diagonal: Shape {
    func path(in rect: CGRect) -> Path {
        let path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        return path
    }
}
