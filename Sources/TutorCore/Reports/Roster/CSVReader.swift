import Foundation

/// Reads CSV as RFC 4180 defines it, keeping where each field starts so that a problem can be
/// reported at its `line:col`.
///
/// Records end with CRLF or LF; a field is quoted when it starts with a double quote, and a
/// double quote inside a quoted field is written twice. A byte order mark at the start is
/// skipped, and so are empty lines. Columns count Unicode scalars from 1.
package struct CSVReader {
    /// One field, unquoted, with the place of its first character.
    package struct Field: Equatable, Sendable {
        package var text: String
        package var line: Int
        package var column: Int
    }

    /// What is wrong with the text, at a place.
    package struct Failure: Error, Equatable, Sendable {
        package enum Problem: Equatable, Sendable {
            /// A quoted field that never ends; the place is its opening quote.
            case unterminatedQuote
            /// A double quote in a field that does not start with one.
            case quoteInUnquotedField
            /// Something other than a comma or a line break after a field's closing quote.
            case textAfterClosingQuote
        }

        package var problem: Problem
        package var line: Int
        package var column: Int
    }

    /// Every record, each a list of fields; empty lines are left out.
    package static func records(in text: String) throws(Failure) -> [[Field]] {
        var scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var records: [[Field]] = []
        var record: [Field] = []
        var index = 0
        var line = 1
        var lineStart = 0
        func column(_ position: Int) -> Int { position - lineStart + 1 }
        func isLineEnd(_ position: Int) -> Bool {
            scalars[position] == "\n"
                || (scalars[position] == "\r" && position + 1 < scalars.count
                    && scalars[position + 1] == "\n")
        }
        /// Ends the record at a line break (or at the end), skipping the break.
        func endRecord() {
            if !(record.count == 1 && record[0].text.isEmpty) { records.append(record) }
            record = []
            if index < scalars.count {
                index += scalars[index] == "\r" ? 2 : 1
                line += 1
                lineStart = index
            }
        }
        while index < scalars.count || !record.isEmpty {
            let start = index
            var field = Field(text: "", line: line, column: column(start))
            if index < scalars.count, scalars[index] == "\"" {
                index += 1
                var closed = false
                while index < scalars.count {
                    let scalar = scalars[index]
                    if scalar == "\"" {
                        if index + 1 < scalars.count, scalars[index + 1] == "\"" {
                            field.text.unicodeScalars.append("\"")
                            index += 2
                            continue
                        }
                        index += 1
                        closed = true
                        break
                    }
                    field.text.unicodeScalars.append(scalar)
                    index += 1
                    if scalar == "\n" {
                        line += 1
                        lineStart = index
                    }
                }
                guard closed else {
                    throw Failure(problem: .unterminatedQuote, line: field.line, column: field.column)
                }
                if index < scalars.count, scalars[index] != ",", !isLineEnd(index) {
                    throw Failure(problem: .textAfterClosingQuote, line: line, column: column(index))
                }
            } else {
                while index < scalars.count, scalars[index] != ",", !isLineEnd(index) {
                    if scalars[index] == "\"" {
                        throw Failure(problem: .quoteInUnquotedField, line: line, column: column(index))
                    }
                    field.text.unicodeScalars.append(scalars[index])
                    index += 1
                }
            }
            record.append(field)
            if index < scalars.count, scalars[index] == "," {
                index += 1
                if index == scalars.count {
                    record.append(Field(text: "", line: line, column: column(index)))
                    endRecord()
                }
            } else {
                endRecord()
            }
        }
        return records
    }
}
