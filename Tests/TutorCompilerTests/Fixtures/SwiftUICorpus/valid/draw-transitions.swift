import SwiftUI

/// A custom transition written against the Transition protocol.
struct Twirl: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase.isIdentity ? 1 : 0.5)
            .opacity(phase.isIdentity ? 1 : 0)
            .rotationEffect(.degrees(phase.value * 90))
            .blur(radius: phase.isIdentity ? 0 : 4)
    }
}

/// The classic way: a modifier with an active and an identity state.
struct CornerRotateModifier: ViewModifier {
    let amount: Double
    let anchor: UnitPoint

    func body(content: Content) -> some View {
        content
            .rotationEffect(.degrees(amount), anchor: anchor)
            .clipped()
    }
}

extension AnyTransition {
    static var pivot: AnyTransition {
        .modifier(
            active: CornerRotateModifier(amount: -90, anchor: .topLeading),
            identity: CornerRotateModifier(amount: 0, anchor: .topLeading))
    }
}

struct TransitionsDemo: View {
    @State private var isShowing = false

    var body: some View {
        VStack(spacing: 12) {
            Button("Toggle") {
                withAnimation(.easeInOut(duration: 0.4)) {
                    isShowing.toggle()
                }
            }
            if isShowing {
                Text("Scale and fade").transition(.scale.combined(with: .opacity))
                Text("From the bottom").transition(.move(edge: .bottom))
                Text("Asymmetric").transition(.asymmetric(insertion: .push(from: .leading), removal: .opacity))
                Text("Half size").transition(.scale(scale: 0.5, anchor: .bottom))
                Text("Offset").transition(.offset(x: 0, y: 40))
                Text("Slide").transition(.slide)
                Text("Pivot").transition(.pivot)
                Text("Twirl").transition(Twirl())
                Text("Blur replace").transition(.blurReplace)
                Text("Type-erased").transition(AnyTransition(Twirl()).animation(.bouncy))
            }
        }
    }
}
