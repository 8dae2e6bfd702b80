// expect-warning: 'contextMenu' will be deprecated in a future version of iOS: Use `contextMenu(menuItems:)` instead.
// expect-warning: 'ContextMenu' will be deprecated in a future version of iOS: Use `contextMenu(menuItems:)` instead.
import SwiftUI

// Context menus: the closure form, the form with a custom preview, and the iOS 13 value form
// that older tutorials use (soft-deprecated: Xcode warns that it "will be deprecated").
struct ColorSwatches: View {
    @State private var favourite: Color = .blue
    private let colors: [Color] = [.red, .green, .blue]

    var body: some View {
        HStack {
            ForEach(colors, id: \.self) { color in
                Circle()
                    .fill(color)
                    .frame(width: 44, height: 44)
                    .contextMenu {
                        Button("Make favourite") { favourite = color }
                    }
            }
            RoundedRectangle(cornerRadius: 8)
                .fill(favourite)
                .frame(width: 60, height: 44)
                .contextMenu {
                    Button("Reset") { favourite = .blue }
                } preview: {
                    Text("Favourite colour").padding()
                }
            Text("Old style")
                .contextMenu(
                    ContextMenu {
                        Button("Copy") {}
                    })
        }
    }
}
