// expect: type 'GraphicsContext.Shading' has no member 'red'
import SwiftUI

struct Dot: View {
    var body: some View {
        Canvas { context, size in
            // A canvas paints with a Shading: `.color(.red)`.
            context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .red)
        }
    }
}
