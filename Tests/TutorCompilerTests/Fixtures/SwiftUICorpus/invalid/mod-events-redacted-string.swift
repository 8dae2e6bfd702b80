// expect: type 'RedactionReasons' has no member 'loading'
import SwiftUI

struct ProfileCard: View {
    let isLoading: Bool

    var body: some View {
        Text("Taylor Swift")
            .redacted(reason: isLoading ? .loading : [])
    }
}
