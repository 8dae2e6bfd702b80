/// A page of a lesson: a `##` heading and what follows it, up to the next page.
package struct Section: Sendable, Equatable {
    package var title: String
    /// The page's content in order, heading excluded.
    package var items: [SectionItem]
    package var location: SourceLocation

    package init(title: String, items: [SectionItem], location: SourceLocation) {
        self.title = title
        self.items = items
        self.location = location
    }

    package var questions: [Question] {
        items.compactMap { item in
            if case .question(let question) = item { return question }
            return nil
        }
    }

    package var trees: [DecisionTree] {
        items.compactMap { item in
            if case .tree(let tree) = item { return tree }
            return nil
        }
    }

    package var codeSamples: [CodeSample] {
        items.compactMap { item in
            if case .sample(let sample, _) = item { return sample }
            return nil
        }
    }
}
