// expect: value of type 'EmptyVisualEffect' has no member 'padding'
import SwiftUI

// A visualEffect closure may only apply visual effects (offset, scale,
// rotation, blur, opacity...), never layout modifiers such as padding.
struct Cover: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .frame(width: 160, height: 160)
            .visualEffect { content, proxy in
                content.padding(proxy.size.width / 10)
            }
    }
}
