// expect: expected member name or initializer call after type name
import SwiftUI

// A layout value key is passed as a metatype: `Rank.self`, not `Rank`.
nonisolated struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

struct RankedStack: View {
    var body: some View {
        VStack {
            Text("Gold").layoutValue(key: Rank, value: 1)
        }
    }
}
