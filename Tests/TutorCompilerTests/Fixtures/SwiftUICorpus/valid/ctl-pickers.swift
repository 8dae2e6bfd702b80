import SwiftUI

// Pickers for an event: tagged options, enum sources, styles, dates and colours.
enum Category: String, CaseIterable, Identifiable {
    case work, personal, travel
    var id: Self { self }
}

struct Guest: Identifiable {
    let id = UUID()
    var name: String
    var category: Category = .personal
}

struct EventEditor: View {
    @State private var category: Category = .work
    @State private var priority = 1
    @State private var start = Date.now
    @State private var end = Date.now.addingTimeInterval(3600)
    @State private var color = Color.teal
    @State private var holidays: Set<DateComponents> = []
    @State private var guests = [Guest(name: "Ana"), Guest(name: "Ben")]
    @State private var reminder: Int? = nil

    var body: some View {
        Form {
            Picker("Category", selection: $category) {
                ForEach(Category.allCases) { category in
                    Text(category.rawValue.capitalized).tag(category)
                }
            }
            .pickerStyle(.segmented)

            Picker(selection: $priority) {
                Text("Low").tag(0)
                Text("Normal").tag(1)
                Text("High").tag(2)
            } label: {
                Label("Priority", systemImage: "flag")
            }
            .pickerStyle(.menu)

            Picker("Remind me", selection: $reminder) {
                Text("Never").tag(Int?.none)
                Text("5 minutes before").tag(Int?.some(5))
            }
            .pickerStyle(.navigationLink)

            Picker("Everyone's category", sources: $guests, selection: \.category) {
                ForEach(Category.allCases) { Text($0.rawValue).tag($0) }
            }

            DatePicker("Starts", selection: $start, in: Date.now..., displayedComponents: [.date, .hourAndMinute])
            DatePicker(selection: $end, in: start..., displayedComponents: .hourAndMinute) {
                Text("Ends")
            }
            .datePickerStyle(.compact)
            DatePicker("Day", selection: $start, displayedComponents: .date)
                .datePickerStyle(.graphical)
            DatePicker("Time", selection: $start, displayedComponents: .hourAndMinute)
                .datePickerStyle(.wheel)
                .labelsHidden()
            MultiDatePicker("Holidays", selection: $holidays)
            ColorPicker("Colour", selection: $color, supportsOpacity: false)
        }
    }
}
