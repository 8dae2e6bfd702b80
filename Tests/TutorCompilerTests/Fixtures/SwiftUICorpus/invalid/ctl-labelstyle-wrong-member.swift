// expect: has no member 'label'
import SwiftUI

// A label's configuration has a title and an icon, not a label.
struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            configuration.icon
        }
    }
}
