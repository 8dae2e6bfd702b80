// expect: type 'CountdownPublisher' does not conform to protocol 'Publisher'
import Combine
import SwiftUI

// A hand-written publisher must implement receive(subscriber:); naming Output and Failure is not enough.
struct CountdownPublisher: Publisher {
    typealias Output = Int
    typealias Failure = Never
    let start: Int
}

struct CountdownLabel: View {
    @State private var value = 0

    var body: some View {
        Text("\(value)")
            .onReceive(CountdownPublisher(start: 10)) { value = $0 }
    }
}
