// expect: cannot convert value of type 'Binding<Int>' to expected argument type 'Binding<some Hashable?>'
import SwiftUI

// scrollPosition(id:) binds an optional id: nil means no view is tracked yet.
struct Pager: View {
    @State private var currentPage = 0

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack {
                ForEach(0..<5) { Text("Page \($0)").id($0) }
            }
            .scrollTargetLayout()
        }
        .scrollPosition(id: $currentPage)
    }
}
