import Foundation

/// The oldest Apple OS version a lesson's code must run on, as a lesson names it in its front
/// matter (`target: iOS 16`). Code for such a lesson that uses a newer API is rejected with the
/// message Xcode gives for that deployment target.
package struct DeploymentTarget: Sendable, Hashable, CustomStringConvertible {
    /// The platform names Apple's availability attributes use.
    package static let platforms = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]

    package var platform: String
    /// Major, minor and patch; missing parts are 0.
    package var version: [Int]

    package init(platform: String, version: [Int]) {
        self.platform = platform
        self.version = Self.padded(version)
    }

    /// Reads `iOS 16`, `iOS 16.4`, `ios16` or `macOS 14.0`; nil when it names no known platform
    /// or no version.
    package init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let platform = Self.platforms.first(where: { trimmed.lowercased().hasPrefix($0.lowercased()) }) else {
            return nil
        }
        let rest = trimmed.dropFirst(platform.count).trimmingCharacters(in: .whitespaces)
        guard let version = Self.version(rest) else { return nil }
        self.init(platform: platform, version: version)
    }

    /// `16`, `16.4`, `17.0.1` as numbers; nil for anything else.
    package static func version(_ text: some StringProtocol) -> [Int]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 6, part.allSatisfy(\.isASCII), let number = Int(part), number >= 0
            else { return nil }
            numbers.append(number)
        }
        return numbers
    }

    /// `iOS 16.0`, as Xcode writes versions in its messages.
    package var description: String { "\(platform) \(Self.text(version))" }

    /// `17.0`, `17.0.1`: at least major and minor, as Xcode prints them.
    package static func text(_ version: [Int]) -> String {
        var parts = padded(version)
        if parts[2] == 0 { parts.removeLast() }
        return parts.map(String.init).joined(separator: ".")
    }

    /// Whether an API introduced in `version` is usable at this target.
    package func allows(_ version: [Int]) -> Bool {
        !self.version.lexicographicallyPrecedes(Self.padded(version))
    }

    private static func padded(_ version: [Int]) -> [Int] {
        Array((version + [0, 0, 0]).prefix(3))
    }
}
