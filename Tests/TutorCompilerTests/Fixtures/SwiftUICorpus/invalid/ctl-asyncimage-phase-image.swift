// expect: value of optional type 'Image?' must be unwrapped
import SwiftUI

// AsyncImagePhase.image is optional: it is nil until the image has loaded.
struct Cover: View {
    let url: URL?

    var body: some View {
        AsyncImage(url: url) { phase in
            phase.image
                .resizable()
        }
    }
}
