import CYAML

/// Parses YAML text with libyaml into ``YAMLNode`` values.
///
/// This is the only file that talks to libyaml.
package enum YAMLParser {
    /// Parses a single YAML document. An empty document yields an empty plain scalar.
    package static func parse(_ text: String) -> Result<YAMLNode, YAMLError> {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            return .failure(YAMLError(message: "could not initialise the YAML parser", line: 1, column: 1))
        }
        defer { yaml_parser_delete(&parser) }

        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> Result<YAMLNode, YAMLError> in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var document = yaml_document_t()
            guard yaml_parser_load(&parser, &document) == 1 else {
                return .failure(error(of: parser))
            }
            defer { yaml_document_delete(&document) }
            guard let root = yaml_document_get_root_node(&document) else {
                return .success(YAMLNode(.scalar("", isPlain: true), line: 1, column: 1))
            }
            var converter = Converter(document: document)
            return .success(converter.convert(root, depth: 0))
        }
    }

    /// libyaml notices some errors far from their cause (an unclosed quote at the end of the
    /// text); when it names a context ("while scanning a quoted scalar"), point at where that began.
    private static func error(of parser: yaml_parser_t) -> YAMLError {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        guard let context = parser.context.map({ String(cString: $0) }) else {
            let mark = parser.problem_mark
            return YAMLError(message: problem, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
        }
        let mark = parser.context_mark
        return YAMLError(
            message: "\(problem) \(context) that starts here", line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    /// Walks libyaml's node table. Aliases are resolved by libyaml; depth is capped so that a
    /// hostile document cannot exhaust the stack.
    private struct Converter {
        var document: yaml_document_t
        /// Nodes left to convert: aliases can make a small document expand exponentially.
        var budget = 50_000
        static let maximumDepth = 64

        mutating func convert(_ node: UnsafeMutablePointer<yaml_node_t>, depth: Int) -> YAMLNode {
            let line = Int(node.pointee.start_mark.line) + 1
            let column = Int(node.pointee.start_mark.column) + 1
            budget -= 1
            guard budget > 0 else { return YAMLNode(.scalar("", isPlain: true), line: line, column: column) }
            switch node.pointee.type {
            case YAML_SCALAR_NODE:
                let scalar = node.pointee.data.scalar
                let text = String(
                    decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                return YAMLNode(
                    .scalar(text, isPlain: scalar.style == YAML_PLAIN_SCALAR_STYLE), line: line, column: column)
            case YAML_SEQUENCE_NODE:
                guard depth < Self.maximumDepth else { return YAMLNode(.sequence([]), line: line, column: column) }
                var items: [YAMLNode] = []
                var item = node.pointee.data.sequence.items.start
                while let current = item, current != node.pointee.data.sequence.items.top {
                    if let child = yaml_document_get_node(&document, current.pointee) {
                        items.append(convert(child, depth: depth + 1))
                    }
                    item = current + 1
                }
                return YAMLNode(.sequence(items), line: line, column: column)
            case YAML_MAPPING_NODE:
                guard depth < Self.maximumDepth else { return YAMLNode(.mapping([]), line: line, column: column) }
                var pairs: [(key: YAMLNode, value: YAMLNode)] = []
                var pair = node.pointee.data.mapping.pairs.start
                while let current = pair, current != node.pointee.data.mapping.pairs.top {
                    if let key = yaml_document_get_node(&document, current.pointee.key),
                        let value = yaml_document_get_node(&document, current.pointee.value)
                    {
                        pairs.append((convert(key, depth: depth + 1), convert(value, depth: depth + 1)))
                    }
                    pair = current + 1
                }
                return YAMLNode(.mapping(pairs), line: line, column: column)
            default:
                return YAMLNode(.scalar("", isPlain: true), line: line, column: column)
            }
        }
    }
}
