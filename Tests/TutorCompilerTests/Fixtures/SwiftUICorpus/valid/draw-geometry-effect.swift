import SwiftUI

/// Shakes a view sideways; each whole step of `shakes` is one shake.
struct ShakeEffect: GeometryEffect {
    var travel: CGFloat = 10
    var shakesPerUnit = 3
    var shakes: CGFloat

    var animatableData: CGFloat {
        get { shakes }
        set { shakes = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let x = travel * sin(shakes * .pi * CGFloat(shakesPerUnit))
        return ProjectionTransform(CGAffineTransform(translationX: x, y: 0))
    }
}

/// Skews a view as it slides, like a card being flicked.
struct SkewEffect: GeometryEffect {
    var offset: CGFloat
    var skew: CGFloat

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(offset, skew) }
        set {
            offset = newValue.first
            skew = newValue.second
        }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: skew, d: 1, tx: offset, ty: 0))
    }
}

struct LoginForm: View {
    @State private var password = ""
    @State private var failures = 0
    @State private var slid = false

    var body: some View {
        VStack(spacing: 20) {
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
                .modifier(ShakeEffect(shakes: CGFloat(failures)))
            Button("Sign in") {
                withAnimation(.default) { failures += 1 }
            }
            Text("Swipe card")
                .padding()
                .background(.yellow, in: RoundedRectangle(cornerRadius: 8))
                .modifier(SkewEffect(offset: slid ? 120 : 0, skew: slid ? 0.3 : 0))
                .onTapGesture {
                    withAnimation(.easeInOut(duration: 0.5)) { slid.toggle() }
                }
        }
        .padding()
    }
}
