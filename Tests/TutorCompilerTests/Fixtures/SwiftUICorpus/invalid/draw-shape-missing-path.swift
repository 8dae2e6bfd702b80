// expect: does not conform to protocol 'Shape'
import SwiftUI

// A Shape must describe its outline in path(in:); a body alone is not enough.
struct Blob: Shape {
    var body: some View {
        Circle().fill(.blue)
    }
}
