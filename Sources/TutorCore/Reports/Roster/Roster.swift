import Foundation

/// The learners of a class, from a CSV file (`report --roster FILE`): a header naming the
/// columns `name` and `email`, and optionally `id`, in any order and any case, then one row per
/// learner. Other columns are ignored. (docs/REPORTS.md, "Roster".)
package struct Roster: Equatable, Sendable {
    /// One learner of the roster.
    package struct Row: Equatable, Sendable {
        package var name: String
        /// Nil when the field is empty.
        package var email: String?
        /// Nil when the column is missing or the field is empty.
        package var id: String?
        /// The row's line in the file.
        package var line: Int

        package init(name: String, email: String?, id: String? = nil, line: Int) {
            self.name = name
            self.email = email
            self.id = id
            self.line = line
        }
    }

    /// What is wrong with a roster file, at a place in it.
    package struct Failure: Error, Equatable, Sendable {
        package enum Problem: Equatable, Sendable {
            case csv(CSVReader.Failure.Problem)
            /// The file has no header row.
            case empty
            /// The header lacks a column the roster needs.
            case missingColumn(String)
            /// The header names a column twice; the place is the second.
            case duplicateColumn(String)
            /// A row has more or fewer fields than the header.
            case fieldCount(expected: Int, found: Int)
            /// A row without a name.
            case emptyName
            /// An email without an `@`.
            case invalidEmail(String)
            /// An email or id given to an earlier row (at `firstLine`).
            case duplicateEmail(String, firstLine: Int)
            case duplicateID(String, firstLine: Int)
        }

        package var problem: Problem
        package var line: Int
        package var column: Int

        package init(_ problem: Problem, line: Int, column: Int) {
            self.problem = problem
            self.line = line
            self.column = column
        }
    }

    package static let columns = ["name", "email", "id"]

    package var rows: [Row]

    package init(rows: [Row]) {
        self.rows = rows
    }

    /// Reads a roster; the first problem found is thrown.
    package init(csv text: String) throws(Failure) {
        let records: [[CSVReader.Field]]
        do {
            records = try CSVReader.records(in: text)
        } catch {
            throw Failure(.csv(error.problem), line: error.line, column: error.column)
        }
        guard let header = records.first else { throw Failure(.empty, line: 1, column: 1) }
        var position: [String: Int] = [:]
        for (index, field) in header.enumerated() {
            let name = field.text.trimmingCharacters(in: .whitespaces).lowercased()
            guard Self.columns.contains(name) else { continue }
            guard position[name] == nil else {
                throw Failure(.duplicateColumn(name), line: field.line, column: field.column)
            }
            position[name] = index
        }
        for required in ["name", "email"] where position[required] == nil {
            throw Failure(.missingColumn(required), line: header[0].line, column: header[0].column)
        }
        var rows: [Row] = []
        var emails: [String: Int] = [:]
        var ids: [String: Int] = [:]
        for record in records.dropFirst() {
            let first = record[0]
            guard record.count == header.count else {
                let place = record.count > header.count ? record[header.count] : record[record.count - 1]
                throw Failure(
                    .fieldCount(expected: header.count, found: record.count), line: place.line, column: place.column)
            }
            func field(_ column: String) -> CSVReader.Field? { position[column].map { record[$0] } }
            func value(_ column: String) -> String? {
                let text = field(column)?.text.trimmingCharacters(in: .whitespaces) ?? ""
                return text.isEmpty ? nil : text
            }
            guard let name = value("name"), let nameField = field("name") else {
                let place = field("name") ?? first
                throw Failure(.emptyName, line: place.line, column: place.column)
            }
            let email = value("email")
            if let email, let place = field("email") {
                guard email.contains("@") else {
                    throw Failure(.invalidEmail(email), line: place.line, column: place.column)
                }
                if let earlier = emails[email.lowercased()] {
                    throw Failure(.duplicateEmail(email, firstLine: earlier), line: place.line, column: place.column)
                }
                emails[email.lowercased()] = place.line
            }
            let id = value("id")
            if let id, let place = field("id") {
                if let earlier = ids[id] {
                    throw Failure(.duplicateID(id, firstLine: earlier), line: place.line, column: place.column)
                }
                ids[id] = place.line
            }
            rows.append(Row(name: name, email: email, id: id, line: nameField.line))
        }
        self.rows = rows
    }
}
