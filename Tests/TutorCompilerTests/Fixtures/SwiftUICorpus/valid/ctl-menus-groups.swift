import SwiftUI

// Menus, control groups, group boxes, disclosure groups and labeled content,
// with custom GroupBox and DisclosureGroup styles.
struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label
                .font(.headline)
            configuration.content
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}

struct ChevronDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            Button {
                withAnimation { configuration.isExpanded.toggle() }
            } label: {
                HStack {
                    configuration.label
                    Spacer()
                    Image(systemName: configuration.isExpanded ? "chevron.down" : "chevron.right")
                }
            }
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}

struct TrailingValueStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            configuration.content.foregroundStyle(.secondary)
        }
    }
}

struct OrderSummary: View {
    @State private var showsDetails = false
    @State private var sort = "Date"
    let total = 42.5

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                Menu("Sort by \(sort)") {
                    Button("Date") { sort = "Date" }
                    Button("Price") { sort = "Price" }
                    Divider()
                    Button("Reset", role: .destructive) { sort = "Date" }
                }
                .menuStyle(.button)
                .menuIndicator(.visible)

                Menu {
                    Button("Duplicate", systemImage: "plus.square.on.square") {}
                } label: {
                    Label("More", systemImage: "ellipsis.circle")
                } primaryAction: {
                    sort = "Date"
                }

                ControlGroup {
                    Button("Previous", systemImage: "chevron.left") {}
                    Button("Next", systemImage: "chevron.right") {}
                }
                .controlGroupStyle(.navigation)

                GroupBox("Delivery") {
                    Text("Arrives tomorrow")
                }
                .groupBoxStyle(CardGroupBoxStyle())

                GroupBox {
                    LabeledContent("Total", value: total, format: .currency(code: "USD"))
                    LabeledContent("Items", value: "3")
                    LabeledContent("Status") {
                        Text("Paid").bold()
                    }
                } label: {
                    Label("Receipt", systemImage: "doc.text")
                }
                .labeledContentStyle(TrailingValueStyle())

                DisclosureGroup("Details", isExpanded: $showsDetails) {
                    Text("Order #1234")
                    Link("Track package", destination: URL(string: "https://example.com/track")!)
                }
                .disclosureGroupStyle(ChevronDisclosureStyle())

                DisclosureGroup {
                    Text("Returns accepted within 30 days.")
                } label: {
                    Label("Returns", systemImage: "arrow.uturn.left")
                }
            }
            .padding()
        }
    }
}
