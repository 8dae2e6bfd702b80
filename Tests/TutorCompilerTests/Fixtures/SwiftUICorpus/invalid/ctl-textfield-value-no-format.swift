// expect: cannot convert value of type 'Binding<Double>' to expected argument type 'Binding<String>'
import SwiftUI

// A number needs TextField(_:value:format:); the text: parameter takes only strings.
struct PriceField: View {
    @State private var price = 9.99

    var body: some View {
        TextField("Price", text: $price)
    }
}
