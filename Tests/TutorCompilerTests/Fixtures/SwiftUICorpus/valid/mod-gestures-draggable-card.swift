import SwiftUI

/// A card the user drags around; it springs back unless dropped past the threshold.
struct DraggableCard: View {
    let title: String
    var onDismiss: () -> Void = {}

    @GestureState private var dragOffset: CGSize = .zero
    @GestureState private var isPressing = false
    @State private var position: CGSize = .zero
    @State private var scale: CGFloat = 1
    @State private var angle: Angle = .zero
    @State private var tapLocation: CGPoint?

    private var drag: some Gesture {
        DragGesture(minimumDistance: 5)
            .updating($dragOffset) { value, state, transaction in
                state = value.translation
                transaction.animation = .interactiveSpringStandIn
            }
            .onEnded { value in
                if abs(value.predictedEndTranslation.width) > 200 {
                    onDismiss()
                } else {
                    position.width += value.translation.width
                    position.height += value.translation.height
                }
                print("released at", value.location, "from", value.startLocation, "speed", value.velocity)
            }
    }

    private var pressThenDrag: some Gesture {
        LongPressGesture(minimumDuration: 0.3)
            .updating($isPressing) { current, state, _ in state = current }
            .sequenced(before: DragGesture())
            .onEnded { value in
                switch value {
                case .first(let pressed):
                    print("only pressed", pressed)
                case .second(_, let drag):
                    print("dragged", drag?.translation ?? .zero)
                }
            }
    }

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(isPressing ? Color.orange : Color.blue)
            .frame(width: 240, height: 160)
            .overlay { Text(title).foregroundStyle(.white) }
            .scaleEffect(scale)
            .rotationEffect(angle)
            .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
            .contentShape(Rectangle())
            .gesture(drag)
            .simultaneousGesture(
                MagnifyGesture()
                    .onChanged { value in scale = value.magnification }
                    .simultaneously(with: RotateGesture().onChanged { value in angle = value.rotation })
            )
            .highPriorityGesture(TapGesture(count: 2).onEnded { position = .zero }, including: .gesture)
            .onTapGesture(count: 1, coordinateSpace: .local) { location in tapLocation = location }
            .onLongPressGesture(minimumDuration: 1) {
                scale = 1
            } onPressingChanged: { pressing in
                print("pressing", pressing)
            }
            .animation(.spring, value: position)
    }
}

extension Animation {
    static var interactiveSpringStandIn: Animation { .spring(response: 0.3, dampingFraction: 0.8) }
}

struct CardDeck: View {
    @State private var cards = ["One", "Two", "Three"]
    @State private var isLocked = false

    var body: some View {
        ZStack {
            ForEach(cards, id: \.self) { card in
                DraggableCard(title: card) {
                    cards.removeAll { $0 == card }
                }
            }
        }
        .allowsHitTesting(!isLocked)
        .gesture(SpatialTapGesture().onEnded { value in print(value.location) }, including: .subviews)
        .exclusiveLockToggle($isLocked)
    }
}

extension View {
    func exclusiveLockToggle(_ isLocked: Binding<Bool>) -> some View {
        gesture(
            TapGesture(count: 3).exclusively(before: LongPressGesture()).onEnded { _ in
                isLocked.wrappedValue.toggle()
            }
        )
    }
}
