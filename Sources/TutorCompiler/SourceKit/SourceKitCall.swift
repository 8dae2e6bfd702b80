import TutorCore

/// One request from statetutor to its SourceKit service process, and the answer, as they cross
/// the pipe between the two (one JSON line each way).
package struct SourceKitCall: Codable, Sendable, Equatable {
    package enum Operation: String, Codable, Sendable {
        /// The compiler's diagnostics on the documents (type-checking, as an editor shows them).
        case diagnostics
        /// Code completion at `offset` in the first document, of the identifier `prefix` being typed.
        case completions
    }

    /// One file of the module, as the editor holds it (nothing is read from its path).
    package struct Document: Codable, Sendable, Equatable {
        package var file: String
        package var text: String

        package init(file: String, text: String) {
            self.file = file
            self.text = text
        }
    }

    package var operation: Operation
    /// The files of the module; completion is in the first.
    package var documents: [Document]
    /// The compiler arguments, the files' paths among them.
    package var arguments: [String]
    /// For completion: the UTF-8 offset where the identifier being typed starts.
    package var offset: Int?
    /// For completion: the part of the identifier already typed.
    package var prefix: String?

    package init(
        _ operation: Operation, documents: [Document], arguments: [String], offset: Int? = nil,
        prefix: String? = nil
    ) {
        self.operation = operation
        self.documents = documents
        self.arguments = arguments
        self.offset = offset
        self.prefix = prefix
    }

    /// What the service answers.
    package struct Reply: Codable, Sendable, Equatable {
        package var diagnostics: [CompilerDiagnostic]?
        package var completions: [SourceKitCompletion]?
        /// Set when SourceKit failed the request.
        package var failure: String?

        package init(
            diagnostics: [CompilerDiagnostic]? = nil, completions: [SourceKitCompletion]? = nil,
            failure: String? = nil
        ) {
            self.diagnostics = diagnostics
            self.completions = completions
            self.failure = failure
        }
    }
}
