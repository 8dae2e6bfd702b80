import Testing

@testable import TutorCore

/// Declarations found by tokens and braces: the pieces an answer is put in the starter by.
@Suite struct SwiftDeclarationTests {
    @Test func topLevelDeclarationsHaveTheirKindsNamesAndLines() {
        let source = """
            import SwiftUI

            @Observable
            final class Store {
                var items: [String] = []
            }

            struct Row: View {
                var body: some View { Text("}") }
            }
            """
        let found = SwiftDeclaration.topLevel(source)
        #expect(found.map(\.kind) == [.import, .type, .type])
        #expect(found.map(\.name) == ["SwiftUI", "Store", "Row"])
        #expect(found.map(\.lines) == [0...0, 2...5, 7...9])
        #expect(found[1].closingLine == 5)
    }

    @Test func membersAreTheDeclarationsInsideATypesBraces() throws {
        let source = """
            struct Timer {
                @Environment(\\.dismiss) private var dismiss
                var seconds = 0 {
                    didSet { print(seconds) }
                }
                init() {}
                mutating func tick() { seconds += 1 }
            }
            """
        let type = try #require(SwiftDeclaration.topLevel(source).first)
        let members = SwiftDeclaration.members(of: type, in: source)
        #expect(members.map(\.kind) == [.property, .property, .initializer, .function])
        #expect(members.map(\.name) == ["dismiss", "seconds", "init", "tick"])
        #expect(members.map(\.lines) == [1...1, 2...4, 5...5, 6...6])
    }

    @Test func aModifierChainOnTheNextLinesBelongsToItsDeclaration() {
        let source = "let label = Text(\"a\")\n    .bold()\n    .padding()\nlet other = 1"
        #expect(SwiftDeclaration.topLevel(source).map(\.lines) == [0...2, 3...3])
    }

    @Test func codeThatIsNotSwiftGivesDeclarationsOfNoKindAndNeverStops() {
        for source in ["this is not swift at all {{{", "}}} struct", "@", "func", "\"unterminated {"] {
            let found = SwiftDeclaration.topLevel(source)
            #expect(found.allSatisfy { $0.kind != .type || $0.name != nil })
        }
    }
}
