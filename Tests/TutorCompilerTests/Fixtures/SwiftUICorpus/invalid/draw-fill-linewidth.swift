// expect: extra argument 'lineWidth' in call
import SwiftUI

struct Badge: View {
    var body: some View {
        Circle()
            .fill(.orange, lineWidth: 2)
            .frame(width: 40, height: 40)
    }
}
