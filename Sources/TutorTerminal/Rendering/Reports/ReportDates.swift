import Foundation

/// How reports write times: days and minutes in UTC, durations rounded for reading.
enum ReportDates {

    /// `2026-11-20`, in UTC.
    static func day(_ date: Date) -> String {
        String(date.ISO8601Format().prefix(10))
    }

    /// `2026-11-20 14:05 UTC`.
    static func dateTime(_ date: Date) -> String {
        String(date.ISO8601Format().prefix(16)).replacingOccurrences(of: "T", with: " ") + " UTC"
    }

    /// `45 s`, `14 min`, `2 h 5 min`.
    static func duration(_ seconds: Double) -> String {
        let seconds = Int(max(0, seconds).rounded())
        if seconds < 60 { return "\(seconds) s" }
        let minutes = (seconds + 30) / 60
        return minutes < 60 ? "\(minutes) min" : "\(minutes / 60) h \(minutes % 60) min"
    }
}
