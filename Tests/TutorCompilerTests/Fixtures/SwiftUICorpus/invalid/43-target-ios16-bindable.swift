// expect: 'Bindable' is only available in iOS 17.0 or newer
// target: iOS 16
import SwiftUI

// A lesson that must run on iOS 16 cannot use Observation's @Bindable.
final class Profile: ObservableObject {
    @Published var name = "Ada"
}

@available(iOS 17.0, *)
@Observable final class NewProfile {
    var name = "Ada"
}

struct ProfileEditor: View {
    @Bindable var profile: NewProfile

    var body: some View {
        TextField("Name", text: $profile.name)
    }
}
