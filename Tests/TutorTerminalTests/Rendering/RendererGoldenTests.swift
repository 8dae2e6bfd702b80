import Foundation
import Testing

@testable import TutorCore
@testable import TutorTerminal

/// Renders every case under `Fixtures/Renderer/<case>/` and compares it with the expected files,
/// one per width and style: `expected-w80-color.txt` (colour and OSC 8 hyperlinks),
/// `expected-w80-mono.txt` (no colour, Unicode drawing) and `expected-w80-plain.txt` (ASCII).
///
/// A case is an `input.md`, or a decision tree built below under the case's name. Each expected
/// file holds the rendering followed by one newline. To accept new output after reviewing it, run
/// `STATETUTOR_UPDATE_GOLDEN=1 swift test --filter RendererGoldenTests`, which rewrites the files
/// in the source tree.
@Suite struct RendererGoldenTests {
    struct Variant: CustomStringConvertible {
        var style: String
        var options: RenderOptions

        var fileName: String { "expected-w\(options.width)-\(style).txt" }
        var description: String { fileName }
    }

    static let variants: [Variant] = [40, 80, 120].flatMap { width in
        [
            Variant(style: "color", options: RenderOptions(width: width, color: true, plain: false, hyperlinks: true)),
            Variant(style: "mono", options: RenderOptions(width: width, color: false, plain: false, hyperlinks: false)),
            Variant(style: "plain", options: RenderOptions(width: width, color: false, plain: true, hyperlinks: false)),
        ]
    }

    /// Decision-tree cases, by case directory name.
    static let trees: [String: DecisionTree] = ["decision-tree": wrapperTree]

    static let caseNames: [String] = {
        guard let directory = fixtures(in: Bundle.module.resourceURL),
            let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
        else { return [] }
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }()

    @Test func everyCaseHasAnInputAndEveryExpectedFile() throws {
        #expect(Set(Self.caseNames).isSuperset(of: ["lesson", "wide-table", "swift-code", "decision-tree"]))
        let directory = try #require(Self.fixtures(in: Bundle.module.resourceURL))
        for name in Self.caseNames {
            let caseDirectory = directory.appendingPathComponent(name)
            let hasInput = FileManager.default.fileExists(atPath: caseDirectory.appendingPathComponent("input.md").path)
            #expect(hasInput || Self.trees[name] != nil, "case '\(name)' has neither input.md nor a tree")
        }
    }

    @Test(arguments: RendererGoldenTests.caseNames)
    func renderingMatchesTheExpectedFiles(of name: String) throws {
        let bundled = try #require(Self.fixtures(in: Bundle.module.resourceURL)).appendingPathComponent(name)
        let update = ProcessInfo.processInfo.environment["STATETUTOR_UPDATE_GOLDEN"] == "1"
        for variant in Self.variants {
            // As a sink writes it: the renderer's escape tokens become ESC.
            let actual = TerminalText(try render(name, in: bundled, options: variant.options) + "\n").text
            if update {
                let source = Self.sourceFixtures.appendingPathComponent(name).appendingPathComponent(variant.fileName)
                let before = try? String(contentsOf: source, encoding: .utf8)
                try actual.write(to: source, atomically: true, encoding: .utf8)
                // Recording is not passing: a rewritten file must be reviewed, then the run repeated.
                if before != actual {
                    Issue.record("rewrote \(name)/\(variant.fileName); review the diff and run again")
                }
                continue
            }
            let file = bundled.appendingPathComponent(variant.fileName)
            guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
                Issue.record("missing \(name)/\(variant.fileName); run with STATETUTOR_UPDATE_GOLDEN=1 and review it")
                continue
            }
            if actual != expected {
                let diff = Self.diff(expected: expected, actual: actual)
                Issue.record("\(name)/\(variant.fileName) differs (- expected, + actual, ⎋ = ESC):\n\(diff)")
            }
        }
    }

    @Test(arguments: RendererGoldenTests.caseNames)
    func noRenderedLineIsWiderThanItsWidth(in name: String) throws {
        let bundled = try #require(Self.fixtures(in: Bundle.module.resourceURL)).appendingPathComponent(name)
        for variant in Self.variants {
            let lines = try render(name, in: bundled, options: variant.options).components(separatedBy: "\n")
            let wide = lines.filter { TextWidth.columns($0) > variant.options.width }
            #expect(wide.isEmpty, "\(name) at \(variant.options.width): \(wide)")
        }
    }

    private func render(_ name: String, in directory: URL, options: RenderOptions) throws -> String {
        let renderer = TerminalRenderer(options: options)
        if let tree = Self.trees[name] { return renderer.render(tree) }
        let input = try String(contentsOf: directory.appendingPathComponent("input.md"), encoding: .utf8)
        return renderer.render(MarkdownParser.parse(input))
    }

    // MARK: - Support

    private static func fixtures(in resources: URL?) -> URL? {
        resources?.appendingPathComponent("Fixtures").appendingPathComponent("Renderer")
    }

    /// The fixtures in the source tree, where updated expectations are written.
    private static var sourceFixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent("Renderer")
    }

    /// A line diff (longest common subsequence) showing changed lines with two lines of context.
    static func diff(expected: String, actual: String) -> String {
        let old = expected.components(separatedBy: "\n").map(visible)
        let new = actual.components(separatedBy: "\n").map(visible)
        var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [(mark: Character, text: String)] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count && j < new.count && old[i] == new[j] {
                lines.append((" ", old[i]))
                i += 1
                j += 1
            } else if j < new.count && (i == old.count || common[i][j + 1] >= common[i + 1][j]) {
                lines.append(("+", new[j]))
                j += 1
            } else {
                lines.append(("-", old[i]))
                i += 1
            }
        }
        let changed = lines.indices.filter { lines[$0].mark != " " }
        let shown = Set(changed.flatMap { max(0, $0 - 2)...min(lines.count - 1, $0 + 2) })
        var output: [String] = []
        for index in lines.indices where shown.contains(index) {
            if index > 0 && !shown.contains(index - 1) { output.append("  …") }
            output.append("\(lines[index].mark) \(lines[index].text)")
        }
        return output.joined(separator: "\n")
    }

    private static func visible(_ line: String) -> String {
        line.replacingOccurrences(of: "\u{1B}", with: "⎋")
    }

    /// "Which wrapper fits?", three questions deep, built by hand.
    static let wrapperTree: DecisionTree = {
        let here = SourceLocation(file: "tree.md", line: 1)
        func question(_ id: String, _ text: String) -> DecisionTree.Node {
            DecisionTree.Node(id: id, text: text, shape: .question, location: here)
        }
        func leaf(_ id: String, _ text: String) -> DecisionTree.Node {
            DecisionTree.Node(id: id, text: text, shape: .leaf, location: here)
        }
        func edge(_ from: String, _ label: String, _ to: String) -> DecisionTree.Edge {
            DecisionTree.Edge(from: from, label: label, to: to, location: here)
        }
        return DecisionTree(
            id: "which-wrapper",
            nodes: [
                question("A", "Does this view need to change the value?"),
                leaf("B", "let property"),
                question("C", "Who owns the value: this view, a parent that passes it in, or a shared model object?"),
                leaf("D", "@State private var"),
                leaf("E", "@Binding"),
                question("F", "Does this view create the model?"),
                leaf("G", "@State with an @Observable class"),
                leaf("H", "a plain let, or @Environment when it is passed down from far above"),
            ],
            edges: [
                edge("A", "No, it only displays it", "B"),
                edge("A", "Yes", "C"),
                edge("C", "This view", "D"),
                edge("C", "A parent", "E"),
                edge("C", "A model object", "F"),
                edge("F", "Yes", "G"),
                edge("F", "No", "H"),
            ],
            location: here)
    }()
}
