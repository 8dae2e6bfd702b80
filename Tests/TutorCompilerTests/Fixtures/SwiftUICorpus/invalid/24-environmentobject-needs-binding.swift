// expect: cannot convert value of type 'String' to expected argument type 'Binding<String>'
import SwiftUI

class UserSettings: ObservableObject {
    @Published var username = ""
}

struct SettingsForm: View {
    @EnvironmentObject var settings: UserSettings

    var body: some View {
        TextField("Username", text: settings.username)
    }
}
