import Foundation

/// Loads a course from lesson files (a folder on disk or the bundled copy), runs the course-wide
/// rules, and returns the course with every diagnostic found.
package struct CourseLoader: Sendable {
    /// The optional course description file in a course folder.
    package static let courseFileName = "course.yaml"

    package struct Result: Sendable {
        package var course: Course
        package var diagnostics: [Diagnostic]

        package init(course: Course, diagnostics: [Diagnostic]) {
            self.course = course
            self.diagnostics = diagnostics
        }
    }

    package var validator: CourseValidator

    package init(validator: CourseValidator = CourseValidator()) {
        self.validator = validator
    }

    /// Loads lessons from files already in memory. `courseFile` is the optional `course.yaml`.
    package func load(files: [LessonFile], courseFile: LessonFile? = nil, defaultID: String = "course") -> Result {
        var diagnostics: [Diagnostic] = []
        var id = defaultID
        var title = defaultID
        var tries = Course.defaultTries
        var info = CourseInfo()
        if let courseFile {
            info = readCourseFile(courseFile, diagnostics: &diagnostics)
            id = info.id ?? id
            title = info.title ?? title
            tries = info.tries ?? tries
        }
        var lessons: [(lesson: Lesson, file: String)] = []
        // Lessons are independent: parse them on every core, then gather in file order.
        let sorted = files.sorted(by: { $0.path < $1.path })
        let isPublished = info.isPublished
        let parsed = sorted.concurrentMap { file in
            var parser = LessonParser()
            parser.isPublished = isPublished
            let lesson = parser.parse(path: file.path, bytes: file.bytes)
            return (lesson: lesson, diagnostics: parser.diagnostics)
        }
        var unloaded = CourseValidator.Unloaded()
        for (file, (lesson, found)) in zip(sorted, parsed) {
            diagnostics += found
            if let lesson {
                lessons.append((lesson, file.path))
                // A tree in a block that could not be read as one (a misspelt or nested fence) has
                // its own diagnostic: the questions that name it are not blamed too.
                if found.contains(where: { Self.hidesTrees.contains($0.code) }) {
                    unloaded.treeIDs.formUnion(Self.declaredIDs(of: file).treeIDs)
                }
            } else {
                let declared = Self.declaredIDs(of: file)
                if let id = declared.lessonID {
                    unloaded.lessonIDs.insert(id)
                } else {
                    unloaded.hasUnreadableID = true
                }
                unloaded.lessonIDs.insert(Self.lessonID(fromFileName: file.path))
                unloaded.treeIDs.formUnion(declared.treeIDs)
            }
        }
        // `order` first where given, then file-name order.
        let ordered = lessons.enumerated().sorted { lhs, rhs in
            let (l, r) = (lhs.element.lesson.order ?? Int.max, rhs.element.lesson.order ?? Int.max)
            return l != r ? l < r : lhs.offset < rhs.offset
        }.map(\.element.lesson)
        var trees: [String: DecisionTree] = [:]
        for tree in ordered.flatMap(\.trees) where trees[tree.id] == nil {
            trees[tree.id] = tree
        }
        var course = Course(id: id, title: title, lessons: ordered, trees: trees)
        course.tries = tries
        course.iri = info.iri
        course.lrs = info.lrs
        course.version = info.version
        // A students' copy has no keys to judge with: it is always an assessment.
        course.mode = info.isPublished ? .assessment : info.mode
        course.isPublished = info.isPublished
        diagnostics += validator.check(course, unloaded: unloaded)
        return Result(course: course, diagnostics: diagnostics.sortedByLocation())
    }

    /// Loads every `*.md` lesson of a folder (README.md and hidden files excluded) and its
    /// `course.yaml`. A lesson name that cannot be read as a file gets a diagnostic of its own and
    /// the other lessons load; only a folder that cannot be listed throws.
    package func load(directory: URL, displayPath: String) throws(LessonFileReader.Problem) -> Result {
        let folder = try lessonFiles(in: directory, displayPath: displayPath)
        let folderName = directory.standardizedFileURL.lastPathComponent
        var result = load(
            files: folder.files, courseFile: folder.courseFile, defaultID: Self.courseID(from: folderName))
        result.diagnostics = (result.diagnostics + folder.diagnostics).sortedByLocation()
        return result
    }

    /// The lesson files of a folder, its `course.yaml`, and a diagnostic for each name that looks
    /// like a lesson but cannot be read as one.
    package func lessonFiles(in directory: URL, displayPath: String) throws(LessonFileReader.Problem)
        -> (files: [LessonFile], courseFile: LessonFile?, diagnostics: [Diagnostic])
    {
        var files: [LessonFile] = []
        var diagnostics: [Diagnostic] = []
        var courseFile: LessonFile?
        for entry in try LessonFileReader.entries(of: directory.path) {
            let display = Self.join(displayPath, entry.displayName)
            let at = SourceLocation(file: display, line: 1)
            let path = LessonFileReader.path(directory.path, entry.name)
            if entry.name == Array(Self.courseFileName.utf8) {
                switch LessonFileReader.contents(of: path, inside: directory.path) {
                case .success(let bytes): courseFile = LessonFile(path: display, bytes: bytes)
                case .failure(.notFound): break
                case .failure(let problem):
                    diagnostics.append(
                        .error("unreadable-file", "cannot read \(Self.courseFileName): \(problem)", at: at))
                }
                continue
            }
            guard Self.isLessonName(entry.name) else { continue }
            if !entry.isUTF8 {
                diagnostics.append(
                    .warning(
                        "file-name-not-utf8",
                        "this file name is not UTF-8 text (shown with \\x escapes); rename it so every tool can show it",
                        at: at))
            }
            switch LessonFileReader.contents(of: path, inside: directory.path) {
            case .success(let bytes):
                guard Self.isLesson(bytes) else { continue }
                files.append(LessonFile(path: display, bytes: bytes))
            case .failure(.folder):
                diagnostics.append(
                    .warning(
                        "not-a-file",
                        "this is a folder, not a lesson file; it is skipped (rename it if it is not a lesson)",
                        at: at))
            case .failure(.notFound):
                // Removed while the folder was read.
                continue
            case .failure(let problem):
                diagnostics.append(.error("unreadable-file", "cannot read this lesson file: \(problem)", at: at))
            }
        }
        return (files, courseFile, diagnostics)
    }

    /// Diagnostics of a loaded lesson after which a tree it declares may not have been read.
    static let hidesTrees: Set<String> = ["unknown-fence", "nested-block", "unclosed-fence", "indented-fence"]

    /// The lesson id and tree ids a file that could not be loaded still shows: its front matter's
    /// `id:` line (nil when there is none to read) and its `%% tree:` lines.
    static func declaredIDs(of file: LessonFile) -> (lessonID: String?, treeIDs: [String]) {
        var text = String(decoding: file.bytes, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? $0.dropLast() : $0
        }
        var lessonID: String?
        if lines.first?.trimmingCharacters(in: .whitespaces) == "---" {
            for line in lines.dropFirst().prefix(200) {
                if line.trimmingCharacters(in: .whitespaces) == "---" { break }
                guard line.hasPrefix("id:") else { continue }
                var value = line.dropFirst(3)
                if let comment = value.range(of: " #") { value = value[..<comment.lowerBound] }
                let id = value.trimmingCharacters(in: .whitespaces).trimmingCharacters(
                    in: CharacterSet(charactersIn: "\"'"))
                if !id.isEmpty { lessonID = id }
                break
            }
        }
        let trees = lines.filter { $0.drop { $0 == " " }.hasPrefix("%%") }.compactMap {
            MermaidTreeReader.marker(in: String($0))?.id
        }
        return (lessonID, trees)
    }

    /// The id a lesson file's name suggests: `01-optionals-basics.md` gives `optionals-basics`.
    static func lessonID(fromFileName path: String) -> String {
        var name = Substring(path.split(separator: "/").last ?? "")
        if name.lowercased().hasSuffix(".md") { name = name.dropLast(3) }
        let rest = name.drop { $0.isNumber }
        let stem = rest.count < name.count ? rest.drop { $0 == "-" || $0 == "_" || $0 == " " || $0 == "." } : rest
        return String(stem.isEmpty ? name : stem)
    }

    /// A Markdown file of the course folder is a lesson when it starts with front matter (a `---`
    /// line). One without is the repository's own (CHANGELOG.md, CONTRIBUTING.md, notes) and is
    /// left alone, unless it holds a quiz block or nothing at all: then it is a lesson whose front
    /// matter is missing, and the parser says so.
    static func isLesson(_ bytes: [UInt8]) -> Bool {
        var text = bytes[...]
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3) }
        let firstLine = text.prefix { $0 != 0x0A }.filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }
        // An empty file is a lesson not written yet (the parser says how to start one).
        if firstLine.elementsEqual(Array("---".utf8)) || text.allSatisfy({ [0x20, 0x09, 0x0D, 0x0A].contains($0) }) {
            return true
        }
        let quizFence = Array("```quiz".utf8)
        return text.indices.contains { index in
            (index == text.startIndex || text[index - 1] == 0x0A) && text[index...].starts(with: quizFence)
        }
    }

    /// `*.md` (any case), not `README.md`, not hidden (editors keep lock and backup files there).
    package static func isLessonName(_ name: [UInt8]) -> Bool {
        let lowered = name.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        return lowered.count > 3 && lowered.suffix(3).elementsEqual(Array(".md".utf8)) && lowered.first != 0x2E
            && lowered != Array("readme.md".utf8)
    }

    /// `directory/name` for messages; a name alone for `.` or an empty folder.
    package static func join(_ directory: String, _ name: String) -> String {
        if directory.isEmpty || directory == "." { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// A folder name turned into an id: "My Course" -> "my-course".
    package static func courseID(from name: String) -> String {
        let folded = name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
        let id = String(folded).split(separator: "-").joined(separator: "-")
        return id.isEmpty ? "course" : id
    }

    /// What `course.yaml` says.
    private struct CourseInfo {
        var id: String?
        var title: String?
        var tries: Int?
        var iri: String?
        var lrs: String?
        var version: String?
        var mode = CourseMode.practice
        var isPublished = false
    }

    private func readCourseFile(_ file: LessonFile, diagnostics: inout [Diagnostic]) -> CourseInfo {
        if let invalid = SourceText.invalidUTF8(in: file.bytes, path: file.path) {
            diagnostics.append(invalid)
            return CourseInfo()
        }
        let text = String(decoding: file.bytes, as: UTF8.self)
        let origin = YAMLFieldReader.Origin(file: file.path, lineOffset: 0, columnOffset: 0, source: text)
        switch YAMLParser.parseNoting(text) {
        case .failure(let error):
            diagnostics.append(
                YAMLSyntaxExplainer.diagnostic(for: error, source: text, place: Self.courseFileName, origin: origin))
            return CourseInfo()
        case .success(let parsed):
            let node = parsed.node
            diagnostics += YAMLSyntaxExplainer.diagnostics(for: parsed.remarks, source: text, origin: origin)
            diagnostics += YAMLFieldReader.escapedControlWarnings(in: node, source: text, origin: origin)
            var fields = YAMLFieldReader(
                node, context: Self.courseFileName, origin: origin,
                allowed: ["id", "title", "tries", "iri", "lrs", "version", "mode", "published"])
            let id = fields.string("id")
            let title = fields.string("title")
            let tries = fields.int("tries", range: 1...10)
            let iri = fields.string("iri")
            let lrs = fields.string("lrs")
            let version = fields.string("version")
            let mode = Self.mode(&fields, fallback: origin.location(node))
            let isPublished = fields.bool("published") ?? false
            for (key, value) in [("iri", iri), ("lrs", lrs)] {
                guard let value else { continue }
                let lowered = value.lowercased()
                let isAddress =
                    (lowered.hasPrefix("http://") || lowered.hasPrefix("https://"))
                    && URLComponents(string: value)?.host?.isEmpty == false
                    && !value.contains(where: \.isWhitespace)
                guard !isAddress else { continue }
                fields.diagnostics.append(
                    .error(
                        "invalid-iri", "'\(key)' must be an http or https address, got '\(value)'",
                        at: fields.location(of: key, fallback: origin.location(node))))
            }
            if let id, !Identifier.isValid(id) {
                fields.diagnostics.append(
                    .error(
                        "invalid-id", "invalid course id '\(id)'; \(Identifier.rule)",
                        at: fields.location(of: "id", fallback: origin.location(node)), help: YAMLFieldReader.idHelp(id)
                    ))
            }
            diagnostics += fields.diagnostics
            return CourseInfo(
                id: id, title: title, tries: tries, iri: iri, lrs: lrs, version: version, mode: mode,
                isPublished: isPublished)
        }
    }

    /// `mode: practice` or `mode: assessment`; anything else is an error at its value, with the
    /// closest mode suggested.
    private static func mode(_ fields: inout YAMLFieldReader, fallback: SourceLocation) -> CourseMode {
        guard let raw = fields.string("mode") else { return .practice }
        if let mode = CourseMode(rawValue: raw) { return mode }
        let modes = CourseMode.allCases.map(\.rawValue)
        var message = "unknown course mode '\(raw)'"
        var help = "use one of: \(modes.joined(separator: ", "))"
        if let suggestion = Suggestion.closest(to: raw, in: modes) {
            message += "; did you mean '\(suggestion)'?"
            help = "write 'mode: \(suggestion)'"
        }
        let at = fields.node("mode").map(fields.origin.location) ?? fields.location(of: "mode", fallback: fallback)
        fields.diagnostics.append(.error("unknown-mode", message, at: at, help: help))
        return .practice
    }
}
