// expect: cannot convert value 'showsDetails' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
import SwiftUI

// The disclosure group opens and closes the section itself, so it needs a
// binding to the state, written with `$`.
struct FAQView: View {
    @State private var showsDetails = false

    var body: some View {
        DisclosureGroup("Shipping", isExpanded: showsDetails) {
            Text("Orders ship within two days.")
        }
    }
}
