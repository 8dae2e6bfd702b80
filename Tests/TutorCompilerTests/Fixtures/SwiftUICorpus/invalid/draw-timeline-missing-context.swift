// expect: contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored
import SwiftUI

struct Ticker: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) {
            Text(Date.now, style: .time)
        }
    }
}
