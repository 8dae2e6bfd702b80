import Foundation
import Testing
import TutorCore

@testable import TutorCompiler

@Suite struct SurfaceAvailabilityTests {
    private static let declaration = """
        @available(iOS 17.0, macOS 14.0, *)
        public func newer() {}
        @available(iOS, introduced: 13.0, deprecated: 16.0, message: "Use `newer` instead.")
        public func older() {}
        @available(iOS, unavailable)
        public func desktopOnly() {}
        @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "newer()")
        public func soft() {}
        """

    private static func warning(_ message: String, line: Int = 3, file: String = "a.swift") -> CompilerDiagnostic {
        CompilerDiagnostic(file: file, line: line, column: 5, severity: .warning, message: message)
    }

    @Test func aNewerAPIGetsATagOnlyInABuildForAnOlderTarget() {
        let old = SurfaceAvailability.surface(Self.declaration, target: DeploymentTarget("iOS 16"))
        let newest = SurfaceAvailability.surface(Self.declaration, target: nil)
        #expect(old.split(separator: "\n")[0].contains("only iOS 17.0"))
        #expect(!newest.split(separator: "\n")[0].contains("deprecated"))
    }

    @Test func tagsNeverMoveALine() {
        let tagged = SurfaceAvailability.surface(Self.declaration, target: DeploymentTarget("iOS 15"))
        #expect(tagged.split(separator: "\n").count == Self.declaration.split(separator: "\n").count)
        #expect(tagged.split(separator: "\n")[1] == "public func newer() {}")
    }

    @Test func aDeprecationCarriesItsVersionAndMessage() {
        let tagged = SurfaceAvailability.surface(Self.declaration, target: nil)
        #expect(tagged.split(separator: "\n")[2].contains("deprecated iOS 16.0 Use `newer` instead."))
    }

    @Test func aDeprecationNewerThanTheTargetIsNotReported() {
        let tagged = SurfaceAvailability.surface(Self.declaration, target: DeploymentTarget("iOS 15"))
        #expect(!tagged.split(separator: "\n")[2].contains("message: \"\u{27E6}"))
    }

    @Test func softDeprecationIsTaggedForTheFuture() {
        let tagged = SurfaceAvailability.surface(Self.declaration, target: nil)
        #expect(tagged.split(separator: "\n")[6].contains("\u{27E6}soon iOS renamed to 'newer()'\u{27E7}"))
    }

    @Test func aSoftDeprecationReadsAsXcodeWritesIt() {
        let diagnostics = SurfaceAvailability.diagnostics(
            [Self.warning("'soft()' is deprecated: \u{27E6}soon iOS renamed to 'newer()'\u{27E7}")], files: [],
            target: nil)
        #expect(diagnostics.first?.severity == .warning)
        #expect(
            diagnostics.first?.message == "'soft()' will be deprecated in a future version of iOS: renamed to 'newer()'"
        )
    }

    @Test func aTaggedNewerAPIBecomesXcodesError() {
        let diagnostics = SurfaceAvailability.diagnostics(
            [Self.warning("'newer()' is deprecated: \u{27E6}only iOS 17.0\u{27E7} [#DeprecatedDeclaration]")],
            files: [LearnerFile("import SwiftUI\n\nnewer()\n", displayName: "a.swift")],
            target: DeploymentTarget("iOS 16"))
        #expect(diagnostics.map(\.severity) == [.error])
        #expect(diagnostics.first?.message == "'newer()' is only available in iOS 17.0 or newer")
    }

    @Test func aTaggedDeprecationReadsAsXcodeWritesIt() {
        let diagnostics = SurfaceAvailability.diagnostics(
            [Self.warning("'older()' is deprecated: \u{27E6}deprecated iOS 16.0 Use `newer` instead.\u{27E7}")],
            files: [], target: nil)
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.message == "'older()' was deprecated in iOS 16.0: Use `newer` instead.")
    }

    @Test func anAPIUnavailableOnThePlatformIsAnError() {
        let diagnostics = SurfaceAvailability.diagnostics(
            [Self.warning("'desktopOnly()' is deprecated: \u{27E6}unavailable iOS\u{27E7}")], files: [], target: nil)
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.message == "'desktopOnly()' is unavailable in iOS")
    }

    @Test func aUseInsideAnAvailabilityCheckIsAllowed() {
        let source = "import SwiftUI\nfunc f() {\n    if #available(iOS 17.0, *) {\n        newer()\n    }\n}\n"
        let diagnostics = SurfaceAvailability.diagnostics(
            [Self.warning("'newer()' is deprecated: \u{27E6}only iOS 17.0\u{27E7}", line: 4)],
            files: [LearnerFile(source, displayName: "a.swift")], target: DeploymentTarget("iOS 16"))
        #expect(diagnostics.isEmpty)
    }

    @Test func aCheckForAnOlderVersionDoesNotCoverANewerAPI() {
        let source = "import SwiftUI\nfunc f() {\n    if #available(iOS 16.4, *) {\n        newer()\n    }\n}\n"
        let diagnostics = SurfaceAvailability.diagnostics(
            [Self.warning("'newer()' is deprecated: \u{27E6}only iOS 17.0\u{27E7}", line: 4)],
            files: [LearnerFile(source, displayName: "a.swift")], target: DeploymentTarget("iOS 16"))
        #expect(diagnostics.map(\.severity) == [.error])
    }

    @Test func theRestOfAScopeAfterAGuardIsCovered() {
        let source =
            "func f() {\n    guard #available(iOS 17, *) else { return }\n    newer()\n}\nfunc g() {\n    newer()\n}\n"
        let diagnostics = SurfaceAvailability.diagnostics(
            [
                Self.warning("'newer()' is deprecated: \u{27E6}only iOS 17.0\u{27E7}", line: 3),
                Self.warning("'newer()' is deprecated: \u{27E6}only iOS 17.0\u{27E7}", line: 6),
            ], files: [LearnerFile(source, displayName: "a.swift")], target: DeploymentTarget("iOS 16"))
        #expect(diagnostics.map(\.line) == [6])
    }

    @Test func aDeclarationMarkedAvailableCoversItsBody() {
        let source = "@available(iOS 17.0, *)\nstruct V {\n    func f() {\n        newer()\n    }\n}\n"
        let diagnostics = SurfaceAvailability.diagnostics(
            [Self.warning("'newer()' is deprecated: \u{27E6}only iOS 17.0\u{27E7}", line: 4)],
            files: [LearnerFile(source, displayName: "a.swift")], target: DeploymentTarget("iOS 16"))
        #expect(diagnostics.isEmpty)
    }

    @Test func observableIsTooNewForIOS16() {
        let source = "import SwiftUI\n\n@Observable final class Model {}\n"
        let diagnostics = SurfaceAvailability.diagnostics(
            [], files: [LearnerFile(source, displayName: "m.swift")], target: DeploymentTarget("iOS 16"))
        #expect(
            diagnostics.map(\.formatted) == [
                "m.swift:3:1: error: 'Observable()' is only available in iOS 17.0 or newer"
            ])
    }

    @Test func observableUnderAnAvailableDeclarationIsAllowed() {
        let source = "@available(iOS 17, *)\n@Observable final class Model {}\n"
        let diagnostics = SurfaceAvailability.diagnostics(
            [], files: [LearnerFile(source, displayName: "m.swift")], target: DeploymentTarget("iOS 16"))
        #expect(diagnostics.isEmpty)
    }
}
