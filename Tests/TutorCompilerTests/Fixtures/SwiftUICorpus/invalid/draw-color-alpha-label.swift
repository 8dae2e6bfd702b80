// expect: extra argument 'alpha' in call
import SwiftUI

struct Brand: View {
    var body: some View {
        Color(red: 0.1, green: 0.4, blue: 0.8, alpha: 1)
            .frame(height: 44)
    }
}
