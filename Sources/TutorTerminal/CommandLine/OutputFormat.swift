/// The `--format` values commands accept.
package enum OutputFormat: String, Sendable, CaseIterable {
    case text, json, markdown, csv, html
    /// Gradebook CSV for an LMS's grade import (`report`).
    case moodle, canvas

    static func parse(_ value: String?, allowed: [OutputFormat]) throws(UsageError) -> OutputFormat {
        guard let value else { return .text }
        guard let format = OutputFormat(rawValue: value), allowed.contains(format) else {
            throw UsageError("unknown format '\(value)'; expected \(allowed.map(\.rawValue).joined(separator: " or "))")
        }
        return format
    }
}
