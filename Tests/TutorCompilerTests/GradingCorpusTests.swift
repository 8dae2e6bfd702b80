import Foundation
import Testing
import TutorCore
import TutorTestSupport

@testable import TutorCompiler

/// Answers to the bundled course's questions that a learner would type — correct alternatives
/// and wrong answers that only look right — each with the verdict it must get, judged as
/// `statetutor check` judges one answer (letters in the file's order, one try).
///
/// `Fixtures/Grading/<lesson>.txt` holds records: a line `=== QUESTION-ID right|wrong`, then the
/// answer (bug: the line number, then the fix; blank with several gaps and tree: one step per
/// line) up to the next `===` line.
@Suite(.runsProcesses, .enabled(if: CompilerFixture.compiler != nil, "needs swiftc"))
struct GradingCorpusTests {
    struct Record: Sendable, CustomTestStringConvertible {
        var file: String
        var line: Int
        var questionID: String
        var right: Bool
        var answer: String

        var testDescription: String { "\(file):\(line) \(questionID) \(right ? "right" : "wrong")" }
    }

    static let records: [Record] = {
        guard let folder = Bundle.module.url(forResource: "Grading", withExtension: nil, subdirectory: "Fixtures")
        else { return [] }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            $0.hasSuffix(".txt")
        }.sorted()
        return names.flatMap { name in
            parse((try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? "", file: name)
        }
    }()

    static func parse(_ text: String, file: String) -> [Record] {
        var records: [Record] = []
        var current: Record?
        var lines: [String] = []
        func close() {
            guard var record = current else { return }
            while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
            record.answer = lines.joined(separator: "\n")
            records.append(record)
        }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("=== ") {
                close()
                let words = line.dropFirst(4).split(separator: " ")
                current = Record(
                    file: file, line: index + 1, questionID: words.first.map(String.init) ?? "",
                    right: words.dropFirst().first == "right", answer: "")
                lines = []
            } else if current != nil {
                lines.append(String(line))
            }
        }
        close()
        return records
    }

    static let course: Course = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let loaded = try? CourseLoader().load(directory: root.appendingPathComponent("Lessons"), displayPath: "Lessons")
        return loaded?.course ?? Course(id: "missing", title: "missing", lessons: [], trees: [:])
    }()

    @Test func everyLessonHasAnswersToGrade() {
        let files = Set(Self.records.map(\.file))
        #expect(files.count >= Self.course.lessons.count, "\(files.sorted())")
        #expect(Self.records.count >= 300)
    }

    @Test func everyQuestionIDInTheCorpusExists() {
        let missing = Self.records.filter { Self.course.question(withID: $0.questionID) == nil }
        #expect(missing.isEmpty, "\(missing.map(\.testDescription))")
    }

    @Test func everyQuestionOfTheCourseHasARightAndAWrongAnswerToGrade() {
        for question in Self.course.questions {
            let verdicts = Set(Self.records.filter { $0.questionID == question.id }.map(\.right))
            #expect(verdicts == [true, false], "\(question.id) has \(verdicts.count) kinds of records")
        }
    }

    @Test(arguments: records)
    func anAnswerGetsItsVerdict(_ record: Record) throws {
        let compiler = try #require(CompilerFixture.compiler)
        let checker = AnswerChecker(trees: Self.course.trees, compiler: compiler)
        var verdict: Verdict?
        var invalid: String?
        switch TutorSession.judge(record.answer, questionID: record.questionID, course: Self.course, checker: checker) {
        case .verdict(let found): verdict = found
        case .invalid(let message): invalid = message
        case .cancelled: invalid = "cancelled"
        case .couldNotCheck(let failure): invalid = "couldn't check: \(failure.reason)"
        }
        let right = verdict?.isCorrect ?? false
        #expect(
            right == record.right,
            "\(record.testDescription): \(invalid ?? "") \(verdict?.feedback.joined(separator: " ") ?? "no verdict")")
    }
}
