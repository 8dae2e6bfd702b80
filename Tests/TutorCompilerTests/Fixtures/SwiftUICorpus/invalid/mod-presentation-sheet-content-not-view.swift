// expect: requires that 'String' conform to 'View'
import SwiftUI

struct TermsButton: View {
    @State private var isShowingTerms = false

    var body: some View {
        Button("Terms") { isShowingTerms = true }
            .sheet(isPresented: $isShowingTerms) {
                "By using this app you agree to the terms."
            }
    }
}
