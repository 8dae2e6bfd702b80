/// A lesson with one question of each kind whose answers are compiled (code with and without
/// tests, bug, blank, a wrapper written as a declaration), and an answer to each that only the
/// compiler can judge: for tests of what happens when the compiler, its cache or the sandbox fail.
public enum CompiledKindsLesson {
    public static let text = """
        ---
        id: machinery
        title: Machinery
        summary: Questions that are compiled.
        minutes: 1
        ---

        ## Page

        ```quiz
        id: m-code-tested
        kind: code
        prompt: Write f.
        starter: "func f() -> Int { 0 }"
        solution: "func f() -> Int { 1 }"
        tests: "precondition(f() == 1)"
        ```

        ```quiz
        id: m-code
        kind: code
        prompt: Write A.
        starter: "struct A {}"
        solution: "struct A { var count = 0 }"
        ```

        ```quiz
        id: m-bug
        kind: bug
        prompt: Which line?
        code: |
          struct Counter {
              let count = 0
              mutating func add() {
                  count += 1
              }
          }
        line: 2
        fix: "var count = 0"
        error: "'count' is a 'let' constant"
        ```

        ```quiz
        id: m-blank
        kind: blank
        prompt: Fill.
        code: "let total = ___"
        blanks: [["1 + 1"]]
        ```

        ```quiz
        id: m-wrapper
        kind: wrapper
        scenario: A view closes itself.
        answer: "@Environment(\\\\.dismiss)"
        ```
        """

    /// A question id and an answer (steps on lines of their own) that is not the key, so the
    /// compiler must judge it; the code answer is not Swift at all.
    public static let compiledAnswers: [(question: String, answer: String)] = [
        ("m-code-tested", "func f() -> Int { 2 - 1 }"),
        ("m-code", "this is not swift at all {{{"),
        ("m-bug", "2\nvar count: Int = 0"),
        ("m-blank", "2"),
        ("m-wrapper", "@Environment(\\.dismiss) private var dismiss: DismissAction"),
    ]
}
