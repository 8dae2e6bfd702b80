// expect: type 'TrailingIconLabelStyle' does not conform to protocol 'LabelStyle'
import SwiftUI

// A label style must implement makeBody(configuration:); declaring the
// conformance alone is not enough.
struct TrailingIconLabelStyle: LabelStyle {
    var spacing: CGFloat = 4
}

struct RowView: View {
    var body: some View {
        Label("Attendees", systemImage: "person.3")
            .labelStyle(TrailingIconLabelStyle())
    }
}
