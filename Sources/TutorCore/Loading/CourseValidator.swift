/// A course-wide check run after every lesson has been parsed.
///
/// Structural rules live in ``CourseValidator``; rules that need the Swift compiler plug in here.
package protocol CourseRule: Sendable {
    func check(_ course: Course) -> [Diagnostic]
}

/// Runs the course-wide rules of LESSON_FORMAT.md §5 that need no compiler: unique ids, `requires`
/// that resolve without cycles, tree references and paths that resolve.
package struct CourseValidator: Sendable {
    /// Extra rules, such as the compiler rules of the checker.
    package var additionalRules: [any CourseRule]

    package init(additionalRules: [any CourseRule] = []) {
        self.additionalRules = additionalRules
    }

    /// What lessons that could not be loaded would have declared, so that other lessons are not
    /// blamed for naming them: one mistake, one diagnostic.
    package struct Unloaded: Sendable {
        /// The ids those lessons give in their front matter (or their file names suggest).
        package var lessonIDs: Set<String> = []
        /// The trees their ` ```mermaid ` blocks declare.
        package var treeIDs: Set<String> = []
        /// True when a lesson that could not be loaded has no id that could be read: any unknown
        /// `requires` may then be that lesson.
        package var hasUnreadableID = false

        package init(lessonIDs: Set<String> = [], treeIDs: Set<String> = [], hasUnreadableID: Bool = false) {
            self.lessonIDs = lessonIDs
            self.treeIDs = treeIDs
            self.hasUnreadableID = hasUnreadableID
        }
    }

    package func check(_ course: Course, unloaded: Unloaded = Unloaded()) -> [Diagnostic] {
        var diagnostics = uniqueIDs(course) + requirements(course, unloaded: unloaded)
        // A students' copy has no answer keys by design: the rules about them do not apply.
        if !course.isPublished {
            diagnostics += treeReferences(course, unloaded: unloaded)
            diagnostics += bugChecks(course) + testsThatAssert(course) + trueFalseBalance(course)
        }
        for rule in additionalRules {
            diagnostics += rule.check(course)
        }
        return diagnostics
    }

    /// A `bug` question about behaviour (no `error:`) is judged by its tests: without them any
    /// line that compiles would pass, the bug itself too.
    private func bugChecks(_ course: Course) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for question in course.questions {
            guard case .bug(_, _, let fix, let error, let tests) = question.payload else { continue }
            let hasTests = !(tests ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            if error == nil && !hasTests {
                diagnostics.append(
                    .error(
                        "bug-needs-tests",
                        "bug question '\(question.id)' has no 'error', so its bug is about behaviour and it needs 'tests' that fail on 'code' and pass with 'fix' (a fix that only compiles proves nothing)",
                        at: question.keyLocations["line"] ?? question.location))
            }
            if fix == nil && hasTests {
                diagnostics.append(
                    .error(
                        "bug-fix-missing",
                        "bug question '\(question.id)' has 'tests' but no 'fix': add the corrected line, which the tests must pass",
                        at: question.keyLocations["tests"] ?? question.location))
            }
        }
        return diagnostics
    }

    /// The calls that make tests fail: the checks, and the stops a crash reports.
    private static let checkingCalls: Set = [
        "expect", "expectEqual", "precondition", "preconditionFailure", "assert", "assertionFailure", "fatalError",
        "exit", "abort",
    ]

    /// A question's `tests` must check something: without an `expect`, `expectEqual`, a
    /// `precondition` or a `try`, every answer that compiles passes them.
    private func testsThatAssert(_ course: Course) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for question in course.questions {
            let tests: String?
            switch question.payload {
            case .code(_, _, _, _, let code), .bug(_, _, _, _, let code), .blank(_, _, let code): tests = code
            default: tests = nil
            }
            guard let tests, !tests.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { continue }
            let tokens = SwiftLexer.tokens(tests).filter { !$0.isTrivia }
            let asserts = tokens.indices.contains { index in
                // A `try` fails the tests when what it calls throws (a tap on a label not on screen).
                tokens[index].text == "try"
                    || (Self.checkingCalls.contains(tokens[index].text) && index + 1 < tokens.count
                        && tokens[index + 1].isPunctuation("("))
            }
            guard !asserts else { continue }
            // XCTest's and Swift Testing's checks are not there: the tests are a plain program.
            let borrowed = tokens.first {
                $0.text.hasPrefix("XCTAssert") || $0.text == "XCTFail" || $0.text == "#expect"
            }
            let help =
                borrowed.map {
                    "'\($0.text)' is not available in tests: write 'expect(condition)' or 'expectEqual(a, b)'"
                }
                ?? "add a check of what the answer must do, like 'expectEqual(cart.total, 12)'"
            diagnostics.append(
                .error(
                    "tests-assert-nothing",
                    "the tests of question '\(question.id)' call no 'expect' or 'expectEqual', so every answer that compiles passes them",
                    at: question.keyLocations["tests"] ?? question.location,
                    help: help))
        }
        return diagnostics
    }

    /// Share of one answer above which a course's true/false questions give themselves away.
    package static let trueFalseLimit = 0.7

    private func trueFalseBalance(_ course: Course) -> [Diagnostic] {
        let questions = course.questions.compactMap { question -> (Question, Bool)? in
            guard case .truefalse(let answer) = question.payload else { return nil }
            return (question, answer)
        }
        guard questions.count >= 4 else { return [] }
        let trues = questions.filter(\.1).count
        let majority = trues * 2 >= questions.count
        let count = majority ? trues : questions.count - trues
        guard Double(count) / Double(questions.count) > Self.trueFalseLimit,
            let last = questions.last(where: { $0.1 == majority })?.0
        else { return [] }
        let share = Int((Double(count) * 100 / Double(questions.count)).rounded())
        return [
            .warning(
                "truefalse-balance",
                "\(count) of the course's \(questions.count) true/false answers (\(share) %) are '\(majority)': learners can guess them; write some statements whose answer is '\(!majority)'",
                at: last.keyLocations["answer"] ?? last.location)
        ]
    }

    private func uniqueIDs(_ course: Course) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var lessons: [String: Lesson] = [:]
        var questions: [String: Question] = [:]
        var trees: [String: DecisionTree] = [:]
        func duplicate(_ code: String, _ what: String, _ id: String, at location: SourceLocation, first: SourceLocation)
            -> Diagnostic
        {
            .error(
                code, "duplicate \(what) id '\(id)'; first used at \(first)", at: location,
                help: "rename one of them: \(what) ids must be unique in the course",
                notes: [DiagnosticNote("'\(id)' is first used here", at: first)])
        }
        for lesson in course.lessons {
            if let first = lessons[lesson.id] {
                diagnostics.append(
                    duplicate(
                        "duplicate-lesson-id", "lesson", lesson.id, at: lesson.keyLocations["id"] ?? lesson.location,
                        first: first.keyLocations["id"] ?? first.location))
            } else {
                lessons[lesson.id] = lesson
            }
            for question in lesson.questions {
                if let first = questions[question.id] {
                    diagnostics.append(
                        duplicate(
                            "duplicate-question-id", "question", question.id,
                            at: question.keyLocations["id"] ?? question.location,
                            first: first.keyLocations["id"] ?? first.location))
                } else {
                    questions[question.id] = question
                }
            }
            for tree in lesson.trees {
                if let first = trees[tree.id] {
                    diagnostics.append(
                        duplicate("duplicate-tree-id", "tree", tree.id, at: tree.location, first: first.location))
                } else {
                    trees[tree.id] = tree
                }
            }
        }
        return diagnostics
    }

    private func requirements(_ course: Course, unloaded: Unloaded) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let ids = Set(course.lessons.map(\.id))
        for lesson in course.lessons {
            let at = lesson.keyLocations["requires"] ?? lesson.location
            // A lesson that failed to load has its own diagnostics; naming it is not a second mistake.
            let unknown = lesson.requires.filter {
                !ids.contains($0) && !unloaded.lessonIDs.contains($0) && !unloaded.hasUnreadableID
            }
            for required in unknown {
                var message = "lesson '\(lesson.id)' requires unknown lesson '\(required)'"
                var help = "name the id of a lesson of this course (its front matter's 'id'), or remove it"
                if let suggestion = Suggestion.closest(to: required, in: ids) {
                    message += "; did you mean '\(suggestion)'?"
                    help = "write '\(suggestion)'"
                }
                diagnostics.append(.error("unknown-requirement", message, at: at, help: help))
            }
            if lesson.requires.contains(lesson.id) {
                diagnostics.append(
                    .error(
                        "requirement-cycle", "lesson '\(lesson.id)' requires itself", at: at,
                        help: "remove '\(lesson.id)' from its own 'requires'"))
            }
            // The course lists lessons in order: one that comes before a lesson it builds on
            // sends learners on to what they cannot follow yet.
            if let position = course.lessons.firstIndex(where: { $0.id == lesson.id }) {
                let later = lesson.requires.filter { required in
                    required != lesson.id
                        && course.lessons.firstIndex(where: { $0.id == required }).map { $0 > position } == true
                }
                for required in later {
                    diagnostics.append(
                        .warning(
                            "requirement-later",
                            "lesson '\(lesson.id)' comes before '\(required)', which it requires: learners meet it first",
                            at: at,
                            help: "move '\(lesson.id)' after '\(required)' (rename the files so they sort that way)"))
                }
            }
            var listed: Set<String> = []
            for required in lesson.requires where !listed.insert(required).inserted {
                diagnostics.append(
                    .warning(
                        "duplicate-requirement", "'requires' lists '\(required)' more than once", at: at,
                        help: "keep one '\(required)'"))
            }
        }
        // Cycles of two or more lessons.
        var graph: [String: [String]] = [:]
        for lesson in course.lessons where graph[lesson.id] == nil {
            graph[lesson.id] = lesson.requires.filter { $0 != lesson.id && ids.contains($0) }
        }
        var colour: [String: Int] = [:]
        var stack: [String] = []
        var reported: Set<String> = []
        func visit(_ id: String) {
            colour[id] = 1
            stack.append(id)
            for next in graph[id] ?? [] {
                if colour[next] == 1, let start = stack.firstIndex(of: next) {
                    let cycle = stack[start...] + [next]
                    if reported.insert(cycle.sorted().joined(separator: ",")).inserted,
                        let lesson = course.lesson(withID: id)
                    {
                        diagnostics.append(
                            .error(
                                "requirement-cycle", "'requires' form a cycle: \(cycle.joined(separator: " -> "))",
                                at: lesson.keyLocations["requires"] ?? lesson.location,
                                help: "remove one of these requirements: a lesson cannot come before itself"))
                    }
                } else if colour[next] == nil {
                    visit(next)
                }
            }
            stack.removeLast()
            colour[id] = 2
        }
        for lesson in course.lessons where colour[lesson.id] == nil {
            visit(lesson.id)
        }
        return diagnostics
    }

    private func treeReferences(_ course: Course, unloaded: Unloaded) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for question in course.questions {
            let at = question.keyLocations["tree"] ?? question.location
            switch question.payload {
            case .wrapper(_, let answer, let treeID?, _):
                guard !unloaded.treeIDs.contains(treeID) || course.trees[treeID] != nil,
                    let tree = resolve(treeID, in: course, at: at, diagnostics: &diagnostics), !tree.hasErrors
                else { continue }
                if tree.path(toLeafWhere: { WrapperSpelling.matches(answer, $0.text) }) == nil {
                    let leaves = tree.nodes.filter { $0.shape == .leaf }.map { "'\($0.text)'" }
                    diagnostics.append(
                        .error(
                            "answer-not-in-tree",
                            "answer '\(answer)' is not a leaf of tree '\(treeID)', so the path to it cannot be shown"
                                + (leaves.isEmpty ? "" : "; its leaves are \(leaves.joined(separator: ", "))"),
                            at: question.keyLocations["answer"] ?? question.location,
                            help: "answer with one of the tree's leaves, or add a leaf for '\(answer)' to the tree",
                            notes: [DiagnosticNote("tree '\(treeID)' is declared here", at: tree.location)]))
                }
            case .tree(let treeID, _, let path):
                guard !unloaded.treeIDs.contains(treeID) || course.trees[treeID] != nil,
                    let tree = resolve(treeID, in: course, at: at, diagnostics: &diagnostics), !tree.hasErrors
                else { continue }
                let pathAt = question.keyLocations["path"] ?? question.location
                var current = tree.root
                for (step, label) in path.enumerated() {
                    guard let node = current else { break }
                    guard let edge = tree.edges(from: node.id).first(where: { DecisionTree.sameLabel($0.label, label) })
                    else {
                        let labels = tree.edges(from: node.id).map { "'\($0.label)'" }.joined(separator: ", ")
                        diagnostics.append(
                            .error(
                                "tree-path",
                                "step \(step + 1) of 'path', '\(label)', is not an answer of node \(node.id) in tree '\(treeID)'"
                                    + (labels.isEmpty ? "" : "; expected one of \(labels)"), at: pathAt))
                        current = nil
                        break
                    }
                    current = tree.node(edge.to)
                }
                if let end = current, end.shape != .leaf {
                    diagnostics.append(
                        .error(
                            "tree-path",
                            "'path' stops at question node \(end.id) of tree '\(treeID)'; it must end at a leaf",
                            at: pathAt))
                }
            default:
                break
            }
        }
        return diagnostics
    }

    private func resolve(_ id: String, in course: Course, at location: SourceLocation, diagnostics: inout [Diagnostic])
        -> DecisionTree?
    {
        if let tree = course.trees[id] { return tree }
        var message = "unknown tree '\(id)'"
        var help = "declare it in a ```mermaid block whose first line is '%% tree: \(id)', or name a tree of the course"
        if let suggestion = Suggestion.closest(to: id, in: course.trees.keys) {
            message += "; did you mean '\(suggestion)'?"
            help = "write 'tree: \(suggestion)'"
        } else if course.trees.isEmpty {
            message += "; declare it in a ```mermaid block starting with '%% tree: \(id)'"
        }
        diagnostics.append(.error("unknown-tree", message, at: location, help: help))
        return nil
    }
}
