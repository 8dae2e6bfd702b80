// expect: cannot convert value of type 'String' to expected argument type 'ToolbarRole'
import SwiftUI

struct DocumentScreen: View {
    var body: some View {
        NavigationStack {
            Text("Document")
                .toolbarRole("editor")
        }
    }
}
