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
        "@State private(set) var isRunning = false", "@State fileprivate var isRunning = false",
        "@State nonisolated private var count = 0",
    ])
    func accessModifiersOfEveryKindMayFollowTheWrapper(_ spelling: String) {
        #expect(WrapperSpelling.matches(spelling, "@State"))
    }

    @Test func aStaticPropertyIsNotAViewsWrapperAndSaysWhy() {
        #expect(!WrapperSpelling.matches("@State static var log = FieldLog()", "@State"))
        #expect(WrapperSpelling.note("@State static var log = FieldLog()", "@State")?.contains("static") == true)
    }

    @Test(arguments: [
        ("@Binding var isOn = false", "@Binding"), ("@ObservedObject var timer = EpisodeTimer()", "@ObservedObject"),
        ("@EnvironmentObject var settings = Settings()", "@EnvironmentObject"),
    ])
    func aWrapperWhoseValueComesFromOutsideTakesNoStartingValue(_ spelling: String, _ expected: String) {
        #expect(!WrapperSpelling.matches(spelling, expected))
        #expect(WrapperSpelling.note(spelling, expected) != nil)
        #expect(WrapperSpelling.matches(spelling.components(separatedBy: " =").first ?? "", expected))
    }

    @Test func aStoredSettingWithoutAStartingValueOrAnOptionalTypeIsWrong() {
        #expect(!WrapperSpelling.matches("@AppStorage(\"usesMetric\") private var usesMetric: Bool", "@AppStorage"))
        #expect(WrapperSpelling.note("@AppStorage(\"usesMetric\") var usesMetric: Bool", "@AppStorage") != nil)
        #expect(WrapperSpelling.matches("@AppStorage(\"lastCity\") var lastCity: String?", "@AppStorage"))
    }

    @Test func aStartingValueIsFineForWrappersThatOwnTheirValue() {
        #expect(WrapperSpelling.matches("@Bindable var plan = plan", "@Bindable"))
        #expect(WrapperSpelling.matches("@StateObject private var timer = EpisodeTimer()", "@StateObject"))
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

    @Test func aStartingValuePassedAsWrappedValueIsAStartingValue() {
        let answer = "@AppStorage(wrappedValue: false, \"showsPageNumbers\") var showsPageNumbers: Bool"
        #expect(WrapperSpelling.matches(answer, "@AppStorage"))
        #expect(WrapperSpelling.matches(answer, "@AppStorage(\"showsPageNumbers\")"))
        #expect(!WrapperSpelling.matches(answer, "@AppStorage(\"other\")"))
        #expect(WrapperSpelling.matches("@State(wrappedValue: [1, 2]) private var picks", "@State"))
    }

    @Test func aBindableThatMakesItsOwnObjectIsWrongAndSaysWhy() {
        #expect(!WrapperSpelling.matches("@Bindable var note = RevisionNote()", "@Bindable"))
        #expect(WrapperSpelling.note("@Bindable var note = RevisionNote()", "@Bindable")?.contains("`@State`") == true)
    }

    @Test func aBindableMadeFromAValuePassedInIsRight() {
        #expect(WrapperSpelling.matches("@Bindable var trip = trip", "@Bindable"))
        #expect(WrapperSpelling.matches("@Bindable var note: RevisionNote", "@Bindable"))
    }

    @Test func presentationModeForDismissSaysItIsTheOlderWay() {
        let note = WrapperSpelling.note("@Environment(\\.presentationMode) var mode", "@Environment(\\.dismiss)")
        #expect(note?.contains("older way") == true)
    }
}
