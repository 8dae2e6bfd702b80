// expect: missing argument for parameter 'in' in call
import SwiftUI

struct Tabs: View {
    @Namespace private var tabs
    @State private var selected = 0

    var body: some View {
        HStack {
            ForEach(0..<3) { index in
                Text("Tab \(index)")
                    .overlay(alignment: .bottom) {
                        if selected == index {
                            Rectangle()
                                .frame(height: 2)
                                // Matched views must share a namespace: `in: tabs`.
                                .matchedGeometryEffect(id: "underline")
                        }
                    }
                    .onTapGesture { withAnimation { selected = index } }
            }
        }
    }
}
