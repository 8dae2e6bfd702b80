// expect: '@Observable' cannot be applied to struct type 'Settings'
import SwiftUI

// The Observable macro only applies to classes.
@Observable
struct Settings {
    var volume = 0.5
}
