// expect: passing value of type 'Published<String>.Publisher' to an inout parameter requires explicit '&'
import Combine
import SwiftUI

// assign(to:) takes the @Published publisher inout, written &$property.
final class Greeter: ObservableObject {
    @Published var name = ""
    @Published var greeting = ""

    init() {
        $name
            .map { "Hello, \($0)!" }
            .assign(to: $greeting)
    }
}
