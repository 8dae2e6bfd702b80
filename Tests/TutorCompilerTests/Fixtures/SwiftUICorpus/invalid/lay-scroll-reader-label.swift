// expect: extraneous argument label 'id:' in call
import SwiftUI

// ScrollViewProxy.scrollTo takes the id without a label (ScrollPosition's
// scrollTo(id:) is a different, iOS 18 API).
struct Jumper: View {
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                ForEach(0..<100) { Text("Row \($0)").id($0) }
            }
            Button("Bottom") { proxy.scrollTo(id: 99) }
        }
    }
}
