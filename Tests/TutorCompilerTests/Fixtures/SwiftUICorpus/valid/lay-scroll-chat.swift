import SwiftUI

// A chat screen: ScrollViewReader jumps to the newest message after sending,
// the scroll view starts at the bottom, and the composer sits in the safe area.
struct Message: Identifiable {
    let id = UUID()
    var text: String
    var isMine: Bool
}

@Observable
final class ChatModel {
    var messages: [Message] = [Message(text: "Hi!", isMine: false)]
    var draft = ""

    func send() {
        let text = draft.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return }
        messages.append(Message(text: text, isMine: true))
        draft = ""
    }
}

struct ChatView: View {
    @State private var model = ChatModel()
    @State private var isScrolling = false

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(model.messages) { message in
                        Text(message.text)
                            .padding(10)
                            .background(message.isMine ? Color.blue : Color.gray.opacity(0.2))
                            .frame(maxWidth: .infinity, alignment: message.isMine ? .trailing : .leading)
                            .id(message.id)
                    }
                }
                .padding()
            }
            .defaultScrollAnchor(.bottom)
            .scrollDismissesKeyboard(.interactively)
            .onScrollPhaseChange { _, newPhase in
                isScrolling = newPhase.isScrolling
            }
            .safeAreaInset(edge: .bottom) {
                HStack {
                    TextField("Message", text: $model.draft)
                        .textFieldStyle(.roundedBorder)
                    Button("Send") {
                        model.send()
                        if let last = model.messages.last {
                            withAnimation { proxy.scrollTo(last.id, anchor: .bottom) }
                        }
                    }
                }
                .padding()
                .background(.bar)
            }
        }
    }
}
