// expect: cannot convert value 'birthday' of type 'Date' to expected type 'Binding<Date>', use wrapper instead
import SwiftUI

// The selection of a DatePicker must be a binding to the date.
struct BirthdayView: View {
    @State private var birthday = Date.now

    var body: some View {
        DatePicker("Birthday", selection: birthday, displayedComponents: .date)
    }
}
