extension Verdict {
    /// The feedback on a bug question's line that is not the bug.
    package static func notTheLine(_ number: Int) -> [String] { ["Not line \(number)."] }

    /// The feedback on a tree question's branch that is not on the path.
    package static func notTheBranch(_ label: String) -> [String] { ["Not \"\(label)\"."] }

    /// The right end of a tree question: where the last branch led.
    package static func reached(_ leaf: String) -> Verdict { .right(["You reached: \(leaf)"]) }
}
