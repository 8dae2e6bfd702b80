// expect: requires that 'NavigationPath' conform to 'Encodable'
import SwiftUI

// A NavigationPath is saved through its `codable` representation, not encoded
// directly.
@Observable
final class PathStore {
    var path = NavigationPath()

    func save(to url: URL) throws {
        let data = try JSONEncoder().encode(path)
        try data.write(to: url)
    }
}
