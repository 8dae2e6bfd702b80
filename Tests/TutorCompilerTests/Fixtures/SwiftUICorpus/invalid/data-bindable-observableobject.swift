// expect: @Bindable only works with Observable types. For ObservableObject types, use @ObservedObject instead.
import SwiftUI

// A learner mixes the two worlds: an ObservableObject view model with @Bindable.
final class ProfileModel: ObservableObject {
    @Published var name = "Taylor"
    @Published var notificationsOn = true
}

struct ProfileEditor: View {
    @Bindable var model: ProfileModel

    var body: some View {
        Form {
            TextField("Name", text: $model.name)
            Toggle("Notifications", isOn: $model.notificationsOn)
        }
    }
}
