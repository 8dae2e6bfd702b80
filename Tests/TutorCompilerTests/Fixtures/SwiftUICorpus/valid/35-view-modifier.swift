// expect-warning: 'overlay(_:alignment:)' will be deprecated in a future version of iOS: Use `overlay(alignment:content:)` instead.
import SwiftUI

// A custom ViewModifier exposed through a View extension.
struct BorderedCaption: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.caption2)
            .padding(10)
            .overlay(
                RoundedRectangle(cornerRadius: 15)
                    .stroke(lineWidth: 1)
            )
            .foregroundStyle(Color.blue)
    }
}

extension View {
    func borderedCaption() -> some View {
        modifier(BorderedCaption())
    }
}

struct CaptionedImage: View {
    var body: some View {
        Image(systemName: "bus")
            .resizable()
            .frame(width: 50, height: 50)
        Text("Downtown Bus")
            .borderedCaption()
    }
}
