/// The kinds of question a lesson can ask (LESSON_FORMAT.md §3).
package enum QuestionKind: String, Sendable, CaseIterable, Codable {
    case choice, multi, truefalse, wrapper, tree, blank, output, bug, order, code, text
}
