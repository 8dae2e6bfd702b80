import Testing

@testable import TutorCore

@Suite struct CompilerDiagnosticTests {
    /// What `swiftc -diagnostic-style llvm` prints for a method that changes `self` without
    /// `mutating`: the message, the line, the caret and the fix-it's text.
    static let mutating = """
        /tmp/x/answer.swift:3:26: error: left side of mutating operator isn't mutable: 'self' is immutable
            func logDay() { days += 1 }
                            ~~~~ ^
        /tmp/x/answer.swift:3:5: note: mark method 'mutating' to make 'self' mutable
            func logDay() { days += 1 }
            ^
            mutating 

        """

    @Test func theSourceLineOfADiagnosticIsReadAndNotTakenForADiagnostic() {
        let found = CompilerDiagnostic.parse(Self.mutating, sourcePath: "/tmp/x/answer.swift", displayName: "a.swift")
        #expect(found.count == 2)
        #expect(found.first?.sourceLine == "    func logDay() { days += 1 }")
        #expect(found.first?.fixIt == nil)
    }

    @Test func aNoteKeepsTheFixItSwiftcPrintsUnderItsCaret() {
        let found = CompilerDiagnostic.parse(Self.mutating, sourcePath: "/tmp/x/answer.swift", displayName: "a.swift")
        #expect(found.last?.message == "mark method 'mutating' to make 'self' mutable")
        #expect(found.last?.fixIt == "    mutating ")
    }

    /// `@Published` inside an `@Observable` class: the error is in the macro's generated code.
    static let inExpansion = """
        /tmp/swift-generated-sources/@__swiftmacro_1A4Tasks5tasks18ObservationTrackedfMp_.swift:3:14: error: \
        invalid redeclaration of synthesized property '_tasks'
        private  var _tasks: [String] = []
                     ^
        /tmp/swift-generated-sources/@__swiftmacro_1A4Tasks5tasks10ObservablefMr_.swift:1:1: note: in expansion of \
        macro 'ObservationTracked' on property 'tasks' here
        @ObservationTracked
        ^
        /tmp/x/a.swift:4:20: note: '_tasks' synthesized for property wrapper backing storage
            @Published var tasks: [String] = []
                           ^

        """

    @Test func aMessageInAMacroExpansionIsShownAtTheLearnersLineWithTheirCode() {
        let found = CompilerDiagnostic.parse(Self.inExpansion, sourcePath: "/tmp/x/a.swift", displayName: "a.swift")
        #expect(
            found.map(\.formatted).first
                == "a.swift:4:20: error: invalid redeclaration of synthesized property '_tasks'")
        #expect(found.first?.sourceLine == "    @Published var tasks: [String] = []")
        #expect(found.count == 2)
    }

    @Test func theGroupTagLeavesTheMessageAndNamesItsDocumentation() {
        let output = """
            /tmp/x/a.swift:3:8: error: type 'any P' cannot conform to 'P' [#ProtocolTypeNonConformance]
            let x: S<any P>? = nil
                   ^

            """
        let found = CompilerDiagnostic.parse(output, sourcePath: "/tmp/x/a.swift", displayName: "a.swift")
        #expect(found.first?.message == "type 'any P' cannot conform to 'P'")
        #expect(found.first?.group == "ProtocolTypeNonConformance")
        #expect(
            found.first?.documentationURL
                == "https://docs.swift.org/compiler/documentation/diagnostics/protocol-type-non-conformance")
    }

    @Test func bracketsThatAreNotAGroupTagStayInTheMessage() {
        let output = "/tmp/x/a.swift:1:1: error: cannot find 'x' in scope [see above]\n"
        let found = CompilerDiagnostic.parse(output, sourcePath: "/tmp/x/a.swift", displayName: "a.swift")
        #expect(found.first?.message == "cannot find 'x' in scope [see above]")
        #expect(found.first?.group == nil)
    }

    @Test func anEditorPlaceholderFixItIsLeftOut() {
        let output = """
            /tmp/x/a.swift:2:9: note: explicitly specify the generic arguments to fix this issue
                    List(items) { item in
                    ^
                        <<#SelectionValue: Hashable#>, Text>

            """
        let found = CompilerDiagnostic.parse(output, sourcePath: "/tmp/x/a.swift", displayName: "a.swift")
        #expect(found.first?.sourceLine == "        List(items) { item in")
        #expect(found.first?.fixIt == nil)
    }

    @Test func aLearnersLineIsNamedByItsNumberNotByAFile() {
        let own = CompilerDiagnostic(file: "", line: 4, column: 2, severity: .error, message: "oops")
        let test = CompilerDiagnostic(file: TestProgram.testFile, line: 2, column: 1, severity: .note, message: "here")
        #expect(own.learnerFormatted == "line 4: error: oops")
        #expect(test.learnerFormatted == "test line 2: note: here")
    }
}
