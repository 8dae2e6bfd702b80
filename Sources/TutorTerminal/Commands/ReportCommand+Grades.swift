import Foundation
import TutorClass
import TutorCore

/// `report --roster`, `--sort` and the gradebook formats (docs/REPORTS.md).
extension ReportCommand {
    /// `--sort name|grade`; nil when not given.
    static func sort(_ value: String?) throws(UsageError) -> LearnerSort? {
        guard let value else { return nil }
        guard let sort = LearnerSort(rawValue: value) else {
            let expected = LearnerSort.allCases.map(\.rawValue).joined(separator: " or ")
            throw UsageError("unknown sort order '\(value)'; expected \(expected)")
        }
        return sort
    }

    /// A learner from an LRS or an exported file, with the email and account of their statements.
    static func learner(_ imported: StatementImport.Learner) -> ClassLearner {
        ClassLearner(
            name: imported.name, email: imported.email, id: imported.account, preferences: imported.preferences)
    }

    /// The roster at `path`, or nil after saying on stderr why it cannot be used.
    func readRoster(_ path: String) -> Roster? {
        let url = URL(fileURLWithPath: path, relativeTo: context.currentDirectory)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            context.err("statetutor: error: \(ControlCharacters.escape(path)): no such roster file\n")
            return nil
        }
        // What the name leads to, so that a FIFO or a device (even behind a link) is never opened.
        let target = url.resolvingSymlinksInPath().path
        let type = (try? FileManager.default.attributesOfItem(atPath: target)[.type]) as? FileAttributeType
        guard !isFolder.boolValue, type == .typeRegular, let data = try? Data(contentsOf: url)
        else {
            context.err("statetutor: error: \(ControlCharacters.escape(path)): the roster is not a readable file\n")
            return nil
        }
        let bytes = Array(data)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let place = Self.firstInvalidUTF8(bytes)
            context.err(
                "statetutor: error: \(ControlCharacters.escape(path)):\(place.line):\(place.column): "
                    + "the roster is not UTF-8 text\n")
            return nil
        }
        do {
            return try Roster(csv: text)
        } catch {
            context.err(
                "statetutor: error: \(ControlCharacters.escape(path)):\(error.line):\(error.column): "
                    + Self.describe(error.problem) + "\n")
            return nil
        }
    }

    /// The gradebook CSV. With a roster, only its learners: the others could not be
    /// matched by the LMS, and stderr says how many were left out.
    func gradebook(_ grades: [LearnerGrade], for system: GradebookCSV.System) -> String {
        let listed = grades.filter { $0.onRoster != false }
        let left = grades.count - listed.count
        if left > 0 {
            context.err(
                "statetutor: warning: \(left) learner\(left == 1 ? " is" : "s are") not on the roster "
                    + "and left out of the gradebook\n")
        }
        return GradebookCSV.text(listed, course: course, for: system)
    }

    static func describe(_ problem: Roster.Failure.Problem) -> String {
        switch problem {
        case .csv(.unterminatedQuote): "this quoted field is never closed (a double quote inside one is written twice)"
        case .csv(.quoteInUnquotedField): "a double quote inside a field that is not quoted; quote the field"
        case .csv(.textAfterClosingQuote):
            "text after the closing double quote; expected a comma or the end of the line"
        case .empty: "the roster is empty; expected a header line such as 'name,email,id'"
        case .missingColumn(let name): "the header has no '\(name)' column; expected 'name,email' and optionally 'id'"
        case .duplicateColumn(let name): "the column '\(name)' is named twice in the header"
        case .fieldCount(let expected, let found):
            "this row has \(found) field\(found == 1 ? "" : "s") but the header has \(expected)"
        case .emptyName: "this row has no name"
        case .invalidEmail(let email): "'\(ControlCharacters.escape(email))' is not an email address"
        case .duplicateEmail(let email, let line):
            "the email '\(ControlCharacters.escape(email))' is already on line \(line)"
        case .duplicateID(let id, let line): "the id '\(ControlCharacters.escape(id))' is already on line \(line)"
        }
    }

    /// Line and column (counted in characters from 1) of the first byte that is not UTF-8.
    private static func firstInvalidUTF8(_ bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }
}
