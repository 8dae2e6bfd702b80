extension AnswerChecker {
    /// Why a wrapper answer written as a declaration is wrong because it gives the scenario's
    /// property another type (`@Binding var item: [PackItem]` for the scenario's
    /// `var item: PackItem`), or nil. Only a property of the same name with a written type is
    /// compared, and an optional of the scenario's type counts as the same (a declaration may
    /// start out empty); a declaration with the learner's own names is judged by its wrapper.
    static func typeProblem(_ declaration: String, scenario: String) -> String? {
        guard declaration.contains("@"), let answered = PropertyDeclaration(in: declaration),
            let answeredType = answered.type
        else { return nil }
        let named = scenario.matches(of: /`([^`\n]*)`/).compactMap { PropertyDeclaration(in: String($0.1)) }
        guard let property = named.first(where: { $0.name == answered.name && $0.type != nil }),
            let type = property.type, Self.nonOptional(type) != Self.nonOptional(answeredType)
        else { return nil }
        return "the property is `var \(property.name): \(type)`, and `\(answeredType)` is another type."
    }

    /// A type's spelling without spaces, module prefixes or one level of optional.
    private static func nonOptional(_ type: String) -> String {
        var spelled = type.filter { !$0.isWhitespace }.replacing("SwiftUI.", with: "").replacing("Swift.", with: "")
        if spelled.hasSuffix("?") || spelled.hasSuffix("!") {
            spelled.removeLast()
        } else if spelled.hasPrefix("Optional<") && spelled.hasSuffix(">") {
            spelled = String(spelled.dropFirst("Optional<".count).dropLast())
        }
        return spelled
    }
}
