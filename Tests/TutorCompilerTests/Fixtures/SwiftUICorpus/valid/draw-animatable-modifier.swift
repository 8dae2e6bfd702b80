import SwiftUI

/// Shakes its content sideways; `attempts` animates smoothly between whole numbers.
struct Shake: ViewModifier, Animatable {
    var attempts: CGFloat

    var animatableData: CGFloat {
        get { attempts }
        set { attempts = newValue }
    }

    func body(content: Content) -> some View {
        content.offset(x: 8 * sin(attempts * .pi * 3))
    }
}

/// A number that counts up while it animates.
struct CountingText: View, Animatable {
    var value: Double

    var animatableData: Double {
        get { value }
        set { value = newValue }
    }

    var body: some View {
        Text("\(Int(value))")
            .font(.largeTitle.monospacedDigit())
    }
}

struct PinEntry: View {
    @State private var pin = ""
    @State private var wrongAttempts = 0
    @State private var score = 0.0

    var body: some View {
        VStack(spacing: 16) {
            SecureField("PIN", text: $pin)
                .textFieldStyle(.roundedBorder)
                .modifier(Shake(attempts: CGFloat(wrongAttempts)))
            Button("Unlock") {
                if pin != "1234" {
                    withAnimation(.linear(duration: 0.4)) { wrongAttempts += 1 }
                }
            }
            CountingText(value: score)
            Button("Score") {
                withAnimation(.easeOut(duration: 1.5)) { score += 250 }
            }
        }
        .padding()
    }
}
