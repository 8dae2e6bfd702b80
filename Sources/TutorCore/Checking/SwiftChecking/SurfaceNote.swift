import Foundation

/// Tells apart "you used SwiftUI wrong" from "StateTutor's SwiftUI surface lacks this API":
/// a missing SwiftUI name, or a framework the surface does not model, gets a note instead of
/// blaming the learner.
package enum SurfaceNote {
    /// Names from Apple's SDK that the surface does not declare: SwiftData, UIKit and AppKit
    /// bridging, and the few SwiftUI APIs left out. None of them may be declared in the surface
    /// (a test checks), or the note would blame the tutor for the learner's mistake.
    package static let knownMissing: Set<String> = [
        "Query", "modelContainer", "modelContext", "ModelContext", "UIColor", "NSColor", "UIImage", "NSImage",
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "UIApplication",
        "UIApplicationDelegateAdaptor", "UIHostingController", "Chart", "PhotosPicker", "Table", "TableColumn",
        "WidgetConfiguration", "DocumentGroup", "FileDocument", "ReferenceFileDocument", "MeshGradient", "TextRenderer",
        "Shader", "layerEffect", "colorEffect",
        "distortionEffect",
    ]

    /// Frameworks other than SwiftUI, Foundation, Observation and Combine: code that imports
    /// them cannot be checked here.
    package static let otherFrameworks: Set<String> = [
        "UIKit", "AppKit", "SwiftData", "Charts", "MapKit", "PhotosUI", "WidgetKit", "StoreKit", "AVKit",
        "AVFoundation", "CoreData", "CoreLocation", "CoreImage", "CoreML", "HealthKit", "CloudKit", "WebKit", "TipKit",
        "ActivityKit", "AppIntents", "UserNotifications", "GameKit", "SpriteKit", "SceneKit", "RealityKit",
        "ARKit", "Vision", "VisionKit", "Contacts", "EventKit", "CoreMotion", "CoreHaptics", "LocalAuthentication",
        "AuthenticationServices", "SafariServices", "QuickLook", "PDFKit", "MessageUI", "CoreGraphics",
        "CoreTransferable", "UniformTypeIdentifiers", "OSLog", "os",
    ]

    /// A note when the errors name something the surface does not declare.
    package static func note(for diagnostics: [CompilerDiagnostic]) -> String? {
        for diagnostic in diagnostics where diagnostic.severity == .error {
            if let module = missingModule(in: diagnostic.message), otherFrameworks.contains(module) {
                return "note: \(module) is not part of StateTutor's SwiftUI surface, which models SwiftUI, "
                    + "Foundation, Observation and the parts of Combine that SwiftUI code uses; code that needs "
                    + "\(module) cannot be checked here (a limit of the tutor, not a mistake in your code)"
            }
            guard let name = missingName(in: diagnostic.message), knownMissing.contains(name) else { continue }
            return
                "note: not in StateTutor's SwiftUI surface: \(name) (a limit of the tutor, not a mistake in your code)"
        }
        return nil
    }

    /// The module in "no such module 'X'".
    static func missingModule(in message: String) -> String? {
        guard let start = message.range(of: "no such module '") else { return nil }
        let rest = message[start.upperBound...]
        return rest.firstIndex(of: "'").map { String(rest[..<$0]) }
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
