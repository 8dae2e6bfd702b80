extension AnswerChecker {
    /// Why a wrapper answer written as a declaration is wrong because it gives the scenario's
    /// property another type (`@Binding var item: [PackItem]` for the scenario's
    /// `var item: PackItem`), or nil. Only a property of the same name with a written type is
    /// compared, an optional of the scenario's type counts as the same (a declaration may start
    /// out empty), and a type with names of the learner's own is judged by its wrapper alone.
    static func typeProblem(_ declaration: String, scenario: String) -> String? {
        guard declaration.contains("@"), let answered = PropertyDeclaration(in: declaration),
            let answeredType = answered.type
        else { return nil }
        let named = scenario.matches(of: /`([^`\n]*)`/).compactMap { PropertyDeclaration(in: String($0.1)) }
        guard let property = named.first(where: { $0.name == answered.name && $0.type != nil }),
            let type = property.type, Self.nonOptional(type) != Self.nonOptional(answeredType)
        else { return nil }
        // `Int?` for `Sighting.ID?` names a type of the learner's own (it may be the same): only a
        // type built around the scenario's (`[PackItem]`, `Set<Sighting.ID>`), or the other way
        // round, is another type for sure.
        let names = Self.typeNames(in: type)
        let answeredNames = Self.typeNames(in: answeredType)
        guard names.isSubset(of: answeredNames) || answeredNames.isSubset(of: names) else { return nil }
        return "the property is `var \(property.name): \(type)`, and `\(answeredType)` is another type."
    }

    /// The names a type is spelled with (`Set<Sighting.ID>`: Set, Sighting, ID), modules left out.
    private static func typeNames(in type: String) -> Set<String> {
        Set(type.matches(of: /[A-Za-z_][A-Za-z0-9_]*/).map { String($0.0) }).subtracting(["Swift", "SwiftUI"])
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
