// expect: type '()' cannot conform to 'View'
import SwiftUI

// _printChanges() returns nothing, so inside a view builder it has to be written `let _ = ...`.
struct CounterRow: View {
    let count: Int

    var body: some View {
        Self._printChanges()
        Text("Count: \(count)")
    }
}
