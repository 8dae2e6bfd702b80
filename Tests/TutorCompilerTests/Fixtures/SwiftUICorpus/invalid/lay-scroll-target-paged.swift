// expect: has no member 'paged'
import SwiftUI

// The paging behaviour is spelled `.paging`.
struct Carousel: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack {
                ForEach(0..<5) { Text("Page \($0)").containerRelativeFrame(.horizontal) }
            }
        }
        .scrollTargetBehavior(.paged)
    }
}
