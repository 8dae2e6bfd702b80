// expect: of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
import SwiftUI

struct NotificationSettings: View {
    @State private var notificationsOn = true

    var body: some View {
        Toggle("Notifications", isOn: notificationsOn)
    }
}
