// expect: type 'VerticalAlignment?' has no member 'leading'
import SwiftUI

// GridRow aligns its cells vertically; horizontal alignment of a column is
// set with gridColumnAlignment(_:) on one of its cells instead.
struct Scoreboard: View {
    var body: some View {
        Grid {
            GridRow(alignment: .leading) {
                Text("Team")
                Text("Score")
            }
        }
    }
}
