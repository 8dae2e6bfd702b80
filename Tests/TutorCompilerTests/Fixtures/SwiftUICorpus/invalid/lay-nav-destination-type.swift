// expect: expected member name or initializer call after type name
import SwiftUI

// navigationDestination(for:) takes the type's metatype, `String.self`.
struct Menu: View {
    var body: some View {
        NavigationStack {
            List(["Tea", "Coffee"], id: \.self) { drink in
                NavigationLink(drink, value: drink)
            }
            .navigationDestination(for: String) { drink in
                Text(drink)
            }
        }
    }
}
