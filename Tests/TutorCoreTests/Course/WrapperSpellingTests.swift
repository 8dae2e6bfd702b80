import Testing

@testable import TutorCore

@Suite struct WrapperSpellingTests {
    @Test(arguments: [
        "State", "@State", "@State private var", "@State private var count = 0", "`@State`", "\"@State\"", "@State.",
        "@SwiftUI.State", "@State private var model = Model()",
    ])
    func spellingsOfStateAllMatch(_ spelling: String) {
        #expect(WrapperSpelling.matches(spelling, "@State"))
    }

    @Test(arguments: [
        "@Environment(AppTheme.self)", "@Environment(AppTheme.self) private var theme", "Environment( AppTheme.self )",
    ])
    func environmentWithATypeMatchesWithOrWithoutTheDeclaration(_ spelling: String) {
        #expect(WrapperSpelling.matches(spelling, "@Environment(AppTheme.self)"))
    }

    @Test(arguments: ["state", "@state", "@STATE"])
    func aWrapperInTheWrongCaseIsNotTheWrapper(_ spelling: String) {
        #expect(!WrapperSpelling.matches(spelling, "@State"))
        #expect(WrapperSpelling.note(spelling, "@State")?.contains("case-sensitive") == true)
    }

    @Test func aWrapperOnALetIsWrongAndSaysWhy() {
        #expect(!WrapperSpelling.matches("@Bindable let trip: Trip", "@Bindable"))
        #expect(WrapperSpelling.note("@Bindable let trip: Trip", "@Bindable")?.contains("var") == true)
    }

    @Test(arguments: [
        "@AppStorage(\"usesMetric\")", "@AppStorage(\"usesMetric\") private var usesMetric = true",
        "@AppStorage(\"units\") var units: String = \"metric\"",
    ])
    func argumentsDoNotCountWhenTheAnswerHasNone(_ spelling: String) {
        #expect(WrapperSpelling.matches(spelling, "@AppStorage"))
    }

    @Test func anEnvironmentKeyPathMayNameEnvironmentValues() {
        #expect(WrapperSpelling.matches("@Environment(\\EnvironmentValues.dismiss)", "@Environment(\\.dismiss)"))
        #expect(!WrapperSpelling.matches("@Environment(\\.openUrl)", "@Environment(\\.openURL)"))
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
