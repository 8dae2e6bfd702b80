import SwiftUI

// Text initializers: localized keys, stored strings, format specifiers,
// format styles, verbatim, concatenation; plus Label and Image.
struct ReceiptView: View {
    let customerName: String
    let total: Double
    let items: Int
    let orderDate: Date

    var body: some View {
        VStack(alignment: .leading) {
            Text("Thank you!")
                .font(.headline)
            Text(customerName)
            Text("Total: \(total, specifier: "%.2f")")
            Text("Items: \(items)")
            Text(total, format: .number.precision(.fractionLength(2)))
            Text(orderDate, style: .date)
            Text(verbatim: "pencil.tip")
            Text("Bold").bold() + Text(" and ") + Text("italic").italic()
            Label("Delivered", systemImage: "shippingbox")
                .labelStyle(.titleAndIcon)
            Image(systemName: "checkmark.circle.fill")
                .imageScale(.large)
                .foregroundStyle(.green)
        }
    }
}
