// expect: @Published is only available on properties of classes
import SwiftUI

struct Profile {
    @Published var name = ""
}
