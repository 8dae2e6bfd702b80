import Foundation

/// One row of a question's response distribution: an answer, as the checker reads it, and how
/// many times it was given.
package struct ResponseCount: Encodable, Sendable, Equatable {
    /// An answer as the checker reads it, never in the letters of the lesson file.
    package enum Answer: Sendable, Equatable, Hashable {
        /// A choice, by its text (typed as a letter or as the text, it is the same choice).
        case choice(String)
        /// The choices picked in a `multi` question, by their texts, in the file's order.
        case choices([String])
        /// The steps of an `order` question, by their texts, in the order the learner gave them.
        case sequence([String])
        /// A true-or-false answer.
        case truth(Bool)
        /// An answer kept as written (trimmed): text, output, wrappers, multi-step answers, code;
        /// or a letter or text the question's choices cannot read.
        case written(String)
        /// Code that failed this check when it was judged again.
        case failedCheck(String)
    }

    package var answer: Answer
    /// Answers that ended a visit to the question (a skip is not an answer).
    package var count: Int
    /// Learners whose first try was this answer.
    package var firstTries: Int
    /// How many of the `count` answers were judged right.
    package var correct: Int
    /// Whether the course names this answer as the right one, where it names it directly (a
    /// choice, true or false); nil for the other kinds.
    package var isKey: Bool?

    private enum CodingKeys: String, CodingKey {
        case kind, text, texts, value, check, count, firstTries, correct, isKey
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch answer {
        case .choice(let text):
            try container.encode("choice", forKey: .kind)
            try container.encode(text, forKey: .text)
        case .choices(let texts):
            try container.encode("choices", forKey: .kind)
            try container.encode(texts, forKey: .texts)
        case .sequence(let texts):
            try container.encode("sequence", forKey: .kind)
            try container.encode(texts, forKey: .texts)
        case .truth(let value):
            try container.encode("truth", forKey: .kind)
            try container.encode(value, forKey: .value)
        case .written(let text):
            try container.encode("written", forKey: .kind)
            try container.encode(text, forKey: .text)
        case .failedCheck(let check):
            try container.encode("failedCheck", forKey: .kind)
            try container.encode(check, forKey: .check)
        }
        try container.encode(count, forKey: .count)
        try container.encode(firstTries, forKey: .firstTries)
        try container.encode(correct, forKey: .correct)
        try container.encodeIfPresent(isKey, forKey: .isKey)
    }
}
