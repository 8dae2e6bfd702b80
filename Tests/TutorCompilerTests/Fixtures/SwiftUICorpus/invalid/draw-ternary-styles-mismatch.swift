// expect: result values in '? :' expression have mismatching types 'Color' and 'Material'
import SwiftUI

struct Chip: View {
    var isSelected: Bool

    var body: some View {
        // The two branches are different style types; wrap each in AnyShapeStyle.
        Text("Chip")
            .padding(8)
            .background(isSelected ? Color.blue : Material.thin, in: Capsule())
    }
}
