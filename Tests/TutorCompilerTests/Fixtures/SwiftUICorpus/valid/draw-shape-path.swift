import SwiftUI

/// A triangle pointing up, drawn with a Path.
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

/// A diamond built with the closure form of Path.
struct Diamond: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLines([
                CGPoint(x: rect.maxX, y: rect.midY),
                CGPoint(x: rect.midX, y: rect.maxY),
                CGPoint(x: rect.minX, y: rect.midY),
            ])
            path.closeSubpath()
        }
    }
}

struct ShapesGallery: View {
    var body: some View {
        VStack(spacing: 24) {
            Triangle()
                .fill(.orange)
                .frame(width: 120, height: 100)
            Triangle()
                .stroke(.red, style: StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .round))
                .frame(width: 120, height: 100)
            Diamond()
                .stroke(lineWidth: 3)
                .foregroundStyle(.blue)
                .frame(width: 80, height: 120)
            Path(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 40))
                .fill(.green)
        }
    }
}

#Preview {
    ShapesGallery()
}
