import Foundation
import TutorCore

/// How reports write one answer of a response distribution: a choice by its text, a `multi`
/// answer's choices joined with ` + `, an `order` answer's steps with ` → ` (`->` with
/// `--plain`), a code answer grouped by its failed check as `fails: CHECK`. Text from the files is
/// returned as it is; each format escapes it.
enum ResponseText {
    static func describe(_ answer: ResponseCount.Answer, plain: Bool = false) -> String {
        switch answer {
        case .choice(let text), .written(let text): return text
        case .choices(let texts): return texts.joined(separator: " + ")
        case .sequence(let steps): return steps.joined(separator: plain ? " -> " : " → ")
        case .truth(let value): return value ? "true" : "false"
        case .failedCheck(let check): return "fails: " + check
        }
    }

    /// A share as a whole percentage (`45%`), or `–` when there is none.
    static func percent(_ fraction: Double?, plain: Bool = false) -> String {
        fraction.map { "\(Int(($0 * 100).rounded()))%" } ?? (plain ? "-" : "–")
    }
}
