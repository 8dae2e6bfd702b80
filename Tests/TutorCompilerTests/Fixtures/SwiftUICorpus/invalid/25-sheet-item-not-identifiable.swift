// expect: requires that 'String' conform to 'Identifiable'
import SwiftUI

struct MessageList: View {
    @State private var selectedMessage: String?

    var body: some View {
        List(["Hi", "Bye"], id: \.self) { message in
            Button(message) { selectedMessage = message }
        }
        .sheet(item: $selectedMessage) { message in
            Text(message)
        }
    }
}
