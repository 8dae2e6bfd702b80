import SwiftUI

/// Petals made of ellipses rotated around the center, filled even-odd.
struct Flower: Shape {
    var petalOffset: Double = -20
    var petalWidth: Double = 100

    func path(in rect: CGRect) -> Path {
        var path = Path()
        for number in stride(from: 0, to: Double.pi * 2, by: Double.pi / 8) {
            let rotation = CGAffineTransform(rotationAngle: number)
            let position = rotation.concatenating(CGAffineTransform(translationX: rect.width / 2, y: rect.height / 2))
            let petal = Path(ellipseIn: CGRect(x: petalOffset, y: 0, width: petalWidth, height: rect.width / 2))
            path.addPath(petal.applying(position))
        }
        return path
    }
}

/// A hypotrochoid curve traced point by point.
struct Spirograph: Shape {
    let innerRadius: Int
    let outerRadius: Int
    let distance: Int
    let amount: Double

    func gcd(_ a: Int, _ b: Int) -> Int {
        var a = a
        var b = b
        while b != 0 {
            (a, b) = (b, a % b)
        }
        return a
    }

    func path(in rect: CGRect) -> Path {
        let divisor = gcd(innerRadius, outerRadius)
        let outer = Double(outerRadius)
        let inner = Double(innerRadius)
        let distance = Double(self.distance)
        let difference = inner - outer
        let endPoint = ceil(2 * Double.pi * outer / Double(divisor)) * amount

        var path = Path()
        for theta in stride(from: 0, through: endPoint, by: 0.01) {
            var x = difference * cos(theta) + distance * cos(difference / outer * theta)
            var y = difference * sin(theta) - distance * sin(difference / outer * theta)
            x += rect.width / 2
            y += rect.height / 2
            if theta == 0 {
                path.move(to: CGPoint(x: x, y: y))
            } else {
                path.addLine(to: CGPoint(x: x, y: y))
            }
        }
        return path
    }
}

struct DrawingPlayground: View {
    @State private var petalOffset = -20.0
    @State private var petalWidth = 100.0
    @State private var innerRadius = 125.0
    @State private var amount = 1.0
    @State private var hue = 0.6

    var body: some View {
        VStack {
            Flower(petalOffset: petalOffset, petalWidth: petalWidth)
                .fill(.red, style: FillStyle(eoFill: true))
                .frame(height: 200)
            Spirograph(innerRadius: Int(innerRadius), outerRadius: 75, distance: 25, amount: amount)
                .stroke(Color(hue: hue, saturation: 1, brightness: 1), lineWidth: 1)
                .frame(width: 300, height: 300)
                .drawingGroup()
            Slider(value: $petalOffset, in: -40...40)
            Slider(value: $petalWidth, in: 0...100)
            Slider(value: $innerRadius, in: 10...150, step: 1)
            Slider(value: $amount)
            Slider(value: $hue)
        }
        .padding()
    }
}
