import Foundation
import TutorCore

/// A class report as one self-contained HTML page (`report --format html`): the score
/// distribution, question difficulty, progress over time, who is stuck, the students, and the
/// item analysis with each question's answers. Charts are inline SVG and the style is inline; the
/// page loads nothing from anywhere. Every text from the files is escaped (``HTMLText``).
///
/// The page is also well-formed XML (void elements closed, only XML's character references), so
/// that a program can read it.
struct ReportHTML {
    /// A measure of each student, as a fraction from 0 to 1 (nil: none), binned for the score
    /// distribution.
    struct StudentMeasure {
        var title: String
        /// One per student, in the report's order.
        var values: [Double?]
    }

    /// A column added to the students table, after the built-in ones.
    struct StudentColumn {
        var title: String
        /// One cell per student, in the report's order.
        var cells: [String]
        var isNumeric = true
    }

    /// At most this many answers of a question are listed (a choice question lists all its
    /// choices too); the rest are counted in one line.
    static let answerLimit = 12

    var report: ClassReport
    var activity: ClassActivity
    var generatedAt: Date
    /// What the score distribution bins: the students' accuracy unless another measure is set.
    var distribution: StudentMeasure
    var extraColumns: [StudentColumn] = []
    /// What re-judging found (docs/REPORTS.md, "Flags"); a section of its own when there are any.
    var flags: [ReportFlags.Entry] = []

    init(report: ClassReport, activity: ClassActivity, generatedAt: Date) {
        self.report = report
        self.activity = activity
        self.generatedAt = generatedAt
        distribution = StudentMeasure(title: "Accuracy", values: report.students.map(\.accuracy))
    }

    func render() -> String {
        let title = "Class dashboard: " + report.courseTitle
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
        out += "<title>\(HTMLText.escape(title))</title>\n<style>\n\(Self.style)</style>\n</head>\n<body>\n"
        out += "<header>\n<h1>\(HTMLText.escape(title))</h1>\n"
        out += "<p class=\"meta\">Course <code>\(HTMLText.escape(report.courseID))</code> · "
        out += "\(Self.count(report.students.count, "student")) · \(Self.count(report.items.count, "question")) · "
        out += "generated \(HTMLText.escape(ReportDates.dateTime(generatedAt)))</p>\n"
        out += "<nav aria-label=\"Sections\">"
        for (anchor, name) in [
            ("scores", "Scores"), ("difficulty", "Difficulty"), ("progress", "Progress"), ("stuck", "Stuck"),
            ("students", "Students"), ("items", "Item analysis"),
        ] + (flags.isEmpty ? [] : [("flags", "Flags")]) {
            out += "<a href=\"#\(anchor)\">\(name)</a>"
        }
        out += "</nav>\n</header>\n<main>\n<div class=\"grid\">\n"
        out += scores() + difficulty() + "</div>\n<div class=\"grid\">\n" + progress() + stuck() + "</div>\n"
        out += students() + items() + flagged()
        out += "</main>\n</body>\n</html>\n"
        return out
    }

    // MARK: Sections

    private func section(_ id: String, _ heading: String, _ body: String) -> String {
        "<section id=\"\(id)\" aria-labelledby=\"\(id)-heading\">\n<h2 id=\"\(id)-heading\">\(heading)</h2>\n"
            + body + "</section>\n"
    }

    private func scores() -> String {
        var bins = Array(repeating: 0, count: 10)
        for value in distribution.values.compactMap(\.self) {
            bins[min(9, max(0, Int((value * 10).rounded(.down))))] += 1
        }
        let bars = bins.indices.map { index in
            SVGBarChart.Bar(
                label: index == 9 ? "90+" : "\(index * 10)", values: [Double(bins[index])],
                valueLabels: [String(bins[index])])
        }
        let chart = SVGBarChart(
            id: "chart-scores", title: "\(distribution.title) of each student, in steps of 10%",
            orientation: .vertical, series: ["Students"], bars: bars, maximum: Double(max(1, bins.max() ?? 1)))
        let missing = distribution.values.filter { $0 == nil }.count
        var body = "<p class=\"note\">\(HTMLText.escape(distribution.title)) of each student, in steps of 10% "
        body += "(the number above each bar is how many students)."
        if missing > 0 { body += " \(Self.count(missing, "student")) with nothing to count are left out." }
        body += "</p>\n<div class=\"scroll\">" + chart.render() + "</div>\n"
        return section("scores", "Score distribution", body)
    }

    private func difficulty() -> String {
        let bars = report.items.map { item in
            SVGBarChart.Bar(
                label: item.questionID, values: [item.facility],
                valueLabels: [ResponseText.percent(item.facility)])
        }
        let chart = SVGBarChart(
            id: "chart-difficulty", title: "Facility index of each question", orientation: .horizontal,
            series: ["Facility"], bars: bars, maximum: 1)
        var body = "<p class=\"note\">Facility index: the mean score on the question as a share of its points "
        body += "(low is hard). – means nobody has finished the question.</p>\n"
        body += "<div class=\"scroll\">" + chart.render() + "</div>\n"
        return section("difficulty", "Question difficulty", body)
    }

    private func progress() -> String {
        guard !activity.days.isEmpty else {
            return section("progress", "Progress over time", "<p>No attempts yet.</p>\n")
        }
        let maximum = activity.days.map { max($0.attempts, $0.lessonsCompleted) }.max() ?? 1
        let bars = activity.days.map { day in
            SVGBarChart.Bar(
                label: String(ReportDates.day(day.date).dropFirst(5)),
                values: [Double(day.attempts), Double(day.lessonsCompleted)],
                valueLabels: [String(day.attempts), String(day.lessonsCompleted)])
        }
        let chart = SVGBarChart(
            id: "chart-progress", title: "Attempts and lessons completed per day (UTC)", orientation: .vertical,
            series: ["Attempts", "Lessons completed (hatched)"], bars: bars, maximum: Double(max(1, maximum)))
        var body = "<p class=\"note\">Attempts (solid) and lessons completed (hatched) per day, in UTC.</p>\n"
        body += "<div class=\"scroll\">" + chart.render() + "</div>\n"
        body += Self.table(
            ["Day", "Attempts", "Learners", "Lessons completed"],
            activity.days.map {
                [ReportDates.day($0.date), String($0.attempts), String($0.learners), String($0.lessonsCompleted)]
                    .map(Self.cell)
            }, numeric: [false, true, true, true], caption: "Activity per day")
        return section("progress", "Progress over time", body)
    }

    private func stuck() -> String {
        guard !activity.stuck.isEmpty else {
            return section("stuck", "Who is stuck", "<p>Nobody: every learner's last try was right.</p>\n")
        }
        var body = "<p class=\"note\">Learners whose latest tries, at the question they are on, were not right "
        body += "(a wrong answer or a shown solution).</p>\n"
        body += Self.table(
            ["Learner", "Lesson", "Question", "Failed tries", "Last try"],
            activity.stuck.map {
                [
                    Self.cell($0.name), Self.code($0.lessonID), Self.code($0.questionID),
                    Self.cell(String($0.failedTries)),
                    Self.cell(ReportDates.dateTime($0.lastAttemptAt)),
                ]
            }, numeric: [false, false, false, true, false], caption: "Learners stuck at a question")
        return section("stuck", "Who is stuck", body)
    }

    private func flagged() -> String {
        guard !flags.isEmpty else { return "" }
        var body = "<p class=\"note\">Every answer was judged again with this copy of the course; these are "
        body += "the answers and files whose claims it does not bear out, or that no honest session writes.</p>\n"
        body += Self.table(
            ["Learner", "Question", "Reason", "What it means"],
            flags.map {
                [Self.cell($0.learner), Self.code($0.question ?? ""), Self.code($0.reason), Self.cell($0.message)]
            }, numeric: [false, false, false, false], caption: "Flags")
        return section("flags", "Flags", body)
    }

    private func students() -> String {
        let header =
            ["Student", "Answered", "Right", "Accuracy", "First try", "Hints", "Lessons completed", "Time"]
            + extraColumns.map(\.title)
        let rows = report.students.enumerated().map { index, student in
            [
                student.name, String(student.answered), String(student.correct), ResponseText.percent(student.accuracy),
                ResponseText.percent(student.firstTryAccuracy), String(student.hintsUsed),
                String(student.lessonsCompleted), ReportDates.duration(student.secondsSpent),
            ].map(Self.cell) + extraColumns.map { Self.cell($0.cells.indices.contains(index) ? $0.cells[index] : "") }
        }
        let numeric = [false] + Array(repeating: true, count: 7) + extraColumns.map(\.isNumeric)
        return section("students", "Students", Self.table(header, rows, numeric: numeric, caption: "Students"))
    }

    private func items() -> String {
        var body = "<p class=\"note\">Each question's answers as the checker reads them: a choice by its text "
        body += "(typed as a letter or as text), several choices or steps in words, code by the check it failed "
        body += "or as written. <em>Given</em> counts the answers that ended a try at the question, "
        body += "<em>First tries</em> the learners who gave it first. Facility and discrimination as Moodle's quiz "
        body += "statistics define them (docs/REPORTS.md).</p>\n"
        for item in report.items { body += self.item(item) }
        return section("items", "Item analysis", body)
    }

    private func item(_ item: ClassReport.ItemAnalysis) -> String {
        let id = HTMLText.escape(item.questionID)
        var out = "<article class=\"item\" id=\"item-\(id)\">\n<h3><code>\(id)</code> "
        out += "<span class=\"kind\">\(HTMLText.escape(item.kind.rawValue)) · lesson "
        out += "<code>\(HTMLText.escape(item.lessonID))</code></span></h3>\n<p class=\"stats\">"
        out += "Facility <strong>\(ResponseText.percent(item.facility))</strong> · "
        out += "Discrimination <strong>\(ResponseText.percent(item.discrimination))</strong>"
        out += " (\(Self.count(item.scoredStudents, "student")) scored) · "
        out += "\(Self.count(item.students, "student")) tried, \(Self.count(item.attempts, "attempt"))"
        out += ", \(item.skips) shown · first try right \(ResponseText.percent(item.firstTryAccuracy))</p>\n"
        let given = item.responses.map(\.count).reduce(0, +)
        guard given > 0 || item.responses.contains(where: { $0.isKey != nil }) else {
            return out + "<p>No answers yet.</p>\n</article>\n"
        }
        let listed = item.responses.enumerated().filter { index, row in
            row.isKey != nil || index < Self.answerLimit
        }.map(\.element)
        var rows = listed.map { row -> [String] in
            let share = given > 0 ? Double(row.count) / Double(given) : 0
            var answer = Self.answer(row.answer)
            if row.isKey == true { answer += " <span class=\"tag\">✓ key</span>" }
            return [
                answer,
                "<span class=\"given\">\(Self.meter(share))\(row.count) (\(ResponseText.percent(share)))</span>",
                String(row.firstTries), String(row.correct),
            ]
        }
        let rest = item.responses.filter { row in !listed.contains(row) }
        if !rest.isEmpty {
            rows.append([
                "<em>\(Self.count(rest.count, "other answer")) (all of them: --format json)</em>",
                String(rest.map(\.count).reduce(0, +)), String(rest.map(\.firstTries).reduce(0, +)),
                String(rest.map(\.correct).reduce(0, +)),
            ])
        }
        out += Self.table(
            ["Answer", "Given", "First tries", "Right"], rows, numeric: [false, true, true, true],
            caption: "Answers to \(item.questionID)")
        return out + "</article>\n"
    }

    // MARK: Pieces

    /// An answer cell: one line as text, several lines (code, output) kept as written.
    private static func answer(_ answer: ResponseCount.Answer) -> String {
        let text = ResponseText.describe(answer)
        if text.isEmpty { return "<em>(empty)</em>" }
        if text.contains("\n") { return "<pre>\(HTMLText.escape(text))</pre>" }
        switch answer {
        case .written, .failedCheck: return "<code>\(HTMLText.escape(text))</code>"
        case .choice, .choices, .sequence, .truth: return HTMLText.escape(text)
        }
    }

    /// A small bar for a share, framed so that its full length shows; as little markup as can
    /// be, since a class's page has one per answer.
    private static func meter(_ share: Double) -> String {
        let width = SVGBarChart.number(max(0, min(1, share)) * 60)
        return
            "<svg class=\"meter\" viewBox=\"0 0 60 8\" aria-hidden=\"true\"><rect width=\"\(width)\" height=\"8\"/></svg>"
    }

    private static func cell(_ text: String) -> String { HTMLText.escape(text) }

    private static func code(_ text: String) -> String { "<code>\(HTMLText.escape(text))</code>" }

    /// A table in a box that scrolls sideways, so a wide table never widens the page. Cells are
    /// HTML already; header cells are plain text.
    private static func table(_ header: [String], _ rows: [[String]], numeric: [Bool], caption: String) -> String {
        func align(_ column: Int) -> String {
            numeric.indices.contains(column) && numeric[column] ? " class=\"num\"" : ""
        }
        var out = "<div class=\"scroll\" role=\"region\" aria-label=\"\(HTMLText.escape(caption))\" tabindex=\"0\">"
        out += "<table>\n<thead><tr>"
        for (column, title) in header.enumerated() {
            out += "<th scope=\"col\"\(align(column))>\(HTMLText.escape(title))</th>"
        }
        out += "</tr></thead>\n<tbody>\n"
        for row in rows {
            out += "<tr>"
            for (column, cell) in row.enumerated() {
                out +=
                    column == 0 ? "<th scope=\"row\"\(align(column))>\(cell)</th>" : "<td\(align(column))>\(cell)</td>"
            }
            out += "</tr>\n"
        }
        return out + "</tbody>\n</table></div>\n"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
