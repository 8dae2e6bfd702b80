// rule: Self._printChanges() in a body prints why it runs: @self and @identity and every dynamic property the first time, then the property that changed (_count, _store), @self for new inputs, @dependencies for an @Observable read.
// source: "Demystify SwiftUI performance", WWDC23 (reading _printChanges output, @self, @identity and @dependencies); Apple documentation "View._printChanges()" is undocumented API, the format is as Xcode prints it
// view: Parent
// script: tap "Add"; tap "Score"; tap "Store"
// exit: 0
import SwiftUI
@Observable final class Model { var score = 0 }
final class Store: ObservableObject { @Published var n = 0 }
struct Parent: View {
    @State private var count = 0
    @State private var model = Model()
    @StateObject private var store = Store()
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("count \(count)")
            Button("Add") { count += 1 }
            Child(label: "c\(count)")
            Scored(model: model)
            Button("Score") { model.score += 1 }
            Button("Store") { store.n += 1 }
        }
    }
}
struct Child: View {
    let label: String
    var body: some View {
        let _ = Self._printChanges()
        Text(label)
    }
}
struct Scored: View {
    let model: Model
    var body: some View {
        let _ = Self._printChanges()
        Text("score \(model.score)")
    }
}

/* expect
Parent: @self, @identity, _count, _model, _store changed.
Child: @self, @identity changed.
Scored: @self, @identity changed.
Parent: _count changed.
Child: @self changed.
Scored: @dependencies changed.
Parent: _store changed.
*/
