import Testing

@testable import TutorCore

@Suite struct WrapperSpellingTests {
    @Test(arguments: ["State", "@State", "state", "@State private var", "@State private var count = 0", "`@State`"])
    func spellingsOfStateAllMatch(_ spelling: String) {
        #expect(WrapperSpelling.matches(spelling, "@State"))
    }

    @Test(arguments: [
        "@Environment(AppTheme.self)", "@Environment(AppTheme.self) private var theme", "Environment( AppTheme.self )",
    ])
    func environmentWithATypeMatchesWithOrWithoutTheDeclaration(_ spelling: String) {
        #expect(WrapperSpelling.matches(spelling, "@Environment(AppTheme.self)"))
    }

    @Test func differentWrappersDoNotMatch() {
        #expect(!WrapperSpelling.matches("@Binding", "@State"))
        #expect(!WrapperSpelling.matches("@Environment(\\.colorScheme)", "@Environment(AppTheme.self)"))
    }

    @Test func prosyLeavesCompareAsFoldedText() {
        #expect(WrapperSpelling.matches("plain let property", "Plain  let property"))
        #expect(!WrapperSpelling.matches("plain", "plain let property"))
    }

    @Test func aLeafWithTypeStandsForAnyEnvironmentType() {
        #expect(WrapperSpelling.matches("@Environment(AppTheme.self)", "@Environment(Type.self)"))
        #expect(WrapperSpelling.matches("@Environment(\\.colorScheme) var scheme", "@Environment(\\.keyPath)"))
        #expect(!WrapperSpelling.matches("@Environment(\\.colorScheme)", "@Environment(Type.self)"))
    }
}
