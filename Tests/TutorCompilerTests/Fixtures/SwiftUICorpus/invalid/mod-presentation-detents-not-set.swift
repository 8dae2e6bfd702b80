// expect: has no member 'medium'
import SwiftUI

struct NotesSheetHost: View {
    @State private var isShowingNotes = false

    var body: some View {
        Button("Notes") { isShowingNotes = true }
            .sheet(isPresented: $isShowingNotes) {
                Text("Notes")
                    .presentationDetents(.medium)
            }
    }
}
