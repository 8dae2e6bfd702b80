// expect: candidate requires that 'UserSettings' conform to 'Observable'
import SwiftUI

// @Environment(Type.self) reads Observable objects. An ObservableObject is
// read with @EnvironmentObject instead.
class UserSettings: ObservableObject {
    @Published var username = ""
}

struct ProfileHeader: View {
    @Environment(UserSettings.self) private var settings

    var body: some View {
        Text(settings.username)
    }
}
