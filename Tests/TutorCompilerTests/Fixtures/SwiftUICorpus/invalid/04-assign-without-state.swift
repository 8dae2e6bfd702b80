// expect: cannot assign to property: 'self' is immutable
import SwiftUI

struct NameEditor: View {
    var name = "Taylor"

    var body: some View {
        Button("Reset") {
            name = ""
        }
    }
}
