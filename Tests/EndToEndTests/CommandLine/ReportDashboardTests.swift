import Foundation
import Testing
import TutorTestSupport

/// `report --format html` and `--output FILE` through the real binary.
@Suite(.runsProcesses) struct ReportDashboardTests {
    static let hostileName = "<script>document.title='owned'</script>"

    /// Two learners' files (one named with markup) in a new folder.
    static func classFolder(_ name: String) throws -> URL {
        let folder = StatetutorProcess.makeTemporaryDirectory(name)
        _ = try ReportCommandTests.preferencesFile(name: "Alex", in: folder, file: "alex.json")
        _ = try ReportCommandTests.preferencesFile(name: hostileName, in: folder, file: "sam.json")
        return folder
    }

    static func run(_ arguments: [String], in folder: URL) throws -> StatetutorProcess.Outcome {
        try StatetutorProcess.run(
            ["report", "alex.json", "sam.json", "--lessons", ReportCommandTests.course] + arguments, directory: folder)
    }

    @Test func theDashboardGoesToTheFileNamedByOutputAndNothingToStandardOutput() throws {
        let folder = try Self.classFolder("dashboard-output")
        let outcome = try Self.run(["--format", "html", "--output", "class.html"], in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
        let page = try String(contentsOf: folder.appendingPathComponent("class.html"), encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains(">Alex<"))
        #expect(page.contains("&lt;script&gt;document.title=&#39;owned&#39;&lt;/script&gt;"))
        #expect(!page.contains("<script"))
    }

    @Test func withoutOutputTheDashboardGoesToStandardOutput() throws {
        let folder = try Self.classFolder("dashboard-stdout")
        let outcome = try Self.run(["--format", "html"], in: folder)
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("<!DOCTYPE html>"))
        #expect(outcome.stdout.contains("<section id=\"items\""))
    }

    @Test func anyFormatCanBeWrittenToAFileWithoutColour() throws {
        let folder = try Self.classFolder("dashboard-json")
        let json = try Self.run(["--format", "json", "--output", "class.json"], in: folder)
        #expect(json.status == 0)
        let data = try Data(contentsOf: folder.appendingPathComponent("class.json"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let items = object?["items"] as? [[String: Any]]
        let owner = items?.first { $0["questionID"] as? String == "counter-owner" }
        #expect((owner?["responses"] as? [[String: Any]])?.isEmpty == false)
        let text = try Self.run(["--output", "class.txt", "--color", "always"], in: folder)
        #expect(text.status == 0)
        let written = try String(contentsOf: folder.appendingPathComponent("class.txt"), encoding: .utf8)
        #expect(written.contains("Item analysis"))
        #expect(!written.contains("\u{1B}["))
    }

    @Test func theWrittenReportIsReadableByItsOwnerAlone() throws {
        let folder = try Self.classFolder("dashboard-mode")
        let outcome = try Self.run(["--format", "html", "--output", "class.html"], in: folder)
        #expect(outcome.status == 0)
        let attributes = try FileManager.default.attributesOfItem(
            atPath: folder.appendingPathComponent("class.html").path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func aFileThatCannotBeWrittenIsAnErrorWithStatusOne() throws {
        let folder = try Self.classFolder("dashboard-unwritable")
        let outcome = try Self.run(["--format", "html", "--output", "missing/class.html"], in: folder)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("cannot write missing/class.html"))
        #expect(outcome.stdout.isEmpty)
    }

    @Test func anEmptyOutputIsAUsageError() throws {
        let folder = try Self.classFolder("dashboard-usage")
        let outcome = try Self.run(["--format", "html", "--output", ""], in: folder)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("--output"))
    }

    @Test func helpNamesTheHTMLFormatAndOutput() throws {
        let outcome = try StatetutorProcess.run(["report", "--help"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("--output FILE"))
        #expect(outcome.stdout.contains("csv, html"))
    }
}

/// The dashboard in a real browser: Debian's headless Chromium draws it to PNGs at a desktop and
/// a phone width and dumps the DOM it built. How far the page overflows sideways is measured by a
/// test-only page that holds the dashboard in a frame of the width (headless Chromium lays a
/// dumped page out no narrower than 500 px, but a frame is as wide as it is told) and writes
/// the frame's scroll width into its own DOM; the dashboard itself has no script.
///
/// Skipped with the reason when Chromium is not installed, unless
/// `STATETUTOR_REQUIRE_CHROMIUM=1` (CI), where a missing Chromium fails.
@Suite(
    .runsProcesses,
    .enabled(
        if: HeadlessChromium.unavailableReason == nil || HeadlessChromium.isRequired,
        Comment(rawValue: HeadlessChromium.unavailableReason ?? "")))
struct DashboardBrowserTests {
    static func probe(width: Int) -> String {
        """
        <!DOCTYPE html>
        <html><body style="margin:0">
        <iframe id="page" src="class.html" style="border:0;width:\(width)px;height:900px"></iframe>
        <script>
        document.getElementById("page").addEventListener("load", function () {
          var root = this.contentDocument.documentElement;
          document.body.setAttribute("data-overflow", String(root.scrollWidth - root.clientWidth));
          document.body.setAttribute("data-width", String(root.clientWidth));
        });
        </script>
        </body></html>
        """
    }

    /// The dashboard of a class with a long code answer, and the probe page that frames it.
    static func pages(width: Int) throws -> (page: URL, probe: URL) {
        let folder = try ReportDashboardTests.classFolder("dashboard-browser")
        let long = String(repeating: "let averyveryverylongidentifierthatneverbreaks = 1; ", count: 6)
        let file = folder.appendingPathComponent("alex.json")
        var text = try String(contentsOf: file, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"answer\":\"b\"", with: "\"answer\":\"\(long)\"")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let outcome = try ReportDashboardTests.run(["--format", "html", "--output", "class.html"], in: folder)
        guard outcome.status == 0 else { throw HeadlessChromium.Failure(description: outcome.stderr) }
        let probe = folder.appendingPathComponent("probe.html")
        try Self.probe(width: width).write(to: probe, atomically: true, encoding: .utf8)
        return (folder.appendingPathComponent("class.html"), probe)
    }

    @Test(arguments: [1280, 390])
    func theDashboardRendersAtThisWidthWithItsSectionsAndNoSidewaysOverflow(width: Int) throws {
        let (page, probe) = try Self.pages(width: width)
        let chromium = HeadlessChromium()
        let png = page.deletingLastPathComponent().appendingPathComponent("class-\(width).png")
        _ = try chromium.run(page, width: width, height: 1600, arguments: ["--screenshot=\(png.path)"])
        let size = try HeadlessChromium.pngSize(png)
        #expect(size.width == width)
        #expect(size.height == 1600)

        let dom = try chromium.run(page, width: width, height: 1600, arguments: ["--dump-dom"])
        for id in ["scores", "difficulty", "progress", "stuck", "students", "items"] {
            #expect(dom.contains("<section id=\"\(id)\""), "\(id)")
        }
        #expect(dom.contains(">Alex</th>"))
        // The learner named with a script is text: the page has no script element at all.
        #expect(dom.contains("&lt;script&gt;document.title='owned'&lt;/script&gt;"))
        #expect(!dom.contains("<script"))
        #expect(dom.contains("<title>Class dashboard: Transcript Course</title>"))

        let framed = try chromium.run(
            probe, width: width, height: 1000, arguments: ["--dump-dom", "--allow-file-access-from-files"])
        let measured = framed.firstMatch(of: /data-overflow="(-?\d+)" data-width="(\d+)"/)
        #expect(measured.map { Int($0.output.2) } == width)
        #expect(measured.map { String($0.output.1) } == "0")
    }
}
