import Foundation

/// Verdicts on stored answers kept on disk by content (`$XDG_CACHE_HOME/statetutor/verdicts/`):
/// the same answer to the same question (by its content hash, and its tree's) is judged once,
/// however many learners gave it and however often the report runs. An entry holds its whole
/// key and is used only when the key matches, so two keys that hash alike never mix. Entries are
/// written atomically; a missing or damaged one is judged again.
package struct VerdictCache: Sendable {
    package var folder: URL

    package init(folder: URL) {
        self.folder = folder
    }

    /// The cache under statetutor's XDG cache folder.
    package init(directories: XDGDirectories) {
        self.init(folder: directories.cache.appendingPathComponent("verdicts"))
    }

    package func verdict(for key: String) -> JudgedAnswer? {
        guard let data = FileManager.default.contents(atPath: url(for: key).path) else { return nil }
        var reader = JSONReader(Array(data))
        guard let value = try? reader.value(), value["key"] == .string(key), let score = value["score"]?.double,
            case .string(let label)? = value["failedCheck"]
        else { return nil }
        return JudgedAnswer(score: score, failedCheck: label)
    }

    /// Keeps `verdict` for `key`; a cache that cannot be written only costs time.
    package func store(_ verdict: JudgedAnswer, for key: String) {
        var writer = JSONWriter()
        writer.value(
            .object([
                .init("key", .string(key)), .init("score", .number(String(verdict.score))),
                .init("failedCheck", .string(verdict.failedCheck)),
            ]))
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? AtomicFile.write(writer.bytes, to: url(for: key))
    }

    private func url(for key: String) -> URL {
        folder.appendingPathComponent(ContentHash.of(key) + ".json")
    }
}
