import Foundation

/// Tells apart "you used SwiftUI wrong" from "StateTutor's SwiftUI surface lacks this API":
/// a missing SwiftUI name gets a note instead of blaming the learner.
package enum SurfaceNote {
    /// SwiftUI names that exist in Apple's SwiftUI but not in the surface (and common ones
    /// from frameworks the surface does not model).
    package static let knownMissing: Set<String> = [
        "Entry", "Query", "modelContainer", "modelContext", "UIColor", "NSColor", "UIViewRepresentable", "Canvas",
        "TimelineView", "GeometryReader", "matchedGeometryEffect", "Chart", "Map", "PhotosPicker", "ShareLink",
        "searchable", "refreshable", "contextMenu", "swipeActions", "ViewThatFits", "Grid", "GridRow", "Table",
    ]

    /// A note when the errors name something the surface does not declare.
    package static func note(for diagnostics: [CompilerDiagnostic]) -> String? {
        for diagnostic in diagnostics where diagnostic.severity == .error {
            guard let name = missingName(in: diagnostic.message), knownMissing.contains(name) else { continue }
            return
                "note: not in StateTutor's SwiftUI surface: \(name) (a limit of the tutor, not a mistake in your code)"
        }
        return nil
    }

    /// The name in "cannot find 'X' in scope" or "value of type 'T' has no member 'X'".
    static func missingName(in message: String) -> String? {
        for prefix in ["cannot find '", "has no member '", "cannot find type '", "no macro named '"] {
            guard let start = message.range(of: prefix) else { continue }
            let rest = message[start.upperBound...]
            guard let end = rest.firstIndex(of: "'") else { continue }
            return String(rest[..<end])
        }
        return nil
    }
}
