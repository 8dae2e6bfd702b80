// expect: has no member 'isExpanded'
import SwiftUI

// Only disclosure groups can be expanded; a group box configuration has just
// a label and content.
struct FoldingBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}
