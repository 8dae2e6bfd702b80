// expect: cannot convert value 'chores' of type '[Chore]' to expected type 'Binding<[Chore]>', use wrapper instead
import SwiftUI

// editActions edits the collection in place, so ForEach needs a binding to
// it: `ForEach($chores, editActions: .all) { $chore in ... }`.
struct Chore: Identifiable {
    let id = UUID()
    var title: String
}

struct ChoreList: View {
    @State private var chores = [Chore(title: "Dishes"), Chore(title: "Laundry")]

    var body: some View {
        List {
            ForEach(chores, editActions: .all) { chore in
                Text(chore.title)
            }
        }
    }
}
