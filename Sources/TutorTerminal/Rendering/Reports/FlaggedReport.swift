/// A report as `--format json` writes it with re-judging: the report's own keys, and a top-level
/// `flags` array (docs/REPORTS.md, "Flags").
struct FlaggedReport<Report: Encodable>: Encodable {
    var report: Report
    var flags: [ReportFlags.Entry]

    private enum Key: String, CodingKey { case flags }

    func encode(to encoder: any Encoder) throws {
        try report.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(flags, forKey: .flags)
    }
}
