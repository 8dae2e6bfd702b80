// expect: missing arguments for parameters 'startPoint', 'endPoint' in call
import SwiftUI

struct Header: View {
    var body: some View {
        Rectangle()
            .fill(LinearGradient(colors: [.blue, .purple]))
            .frame(height: 120)
    }
}
