// expect: cannot convert value of type 'Binding<Int>' to expected argument type 'Binding<String>'
import SwiftUI

// TextField(_:text:) edits a String. For numbers use TextField(_:value:format:).
struct AgeForm: View {
    @State private var age = 18

    var body: some View {
        Form {
            TextField("Age", text: $age)
        }
    }
}
