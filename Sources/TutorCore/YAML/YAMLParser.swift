import CYAML

/// Parses YAML text with libyaml into ``YAMLNode`` values.
///
/// This is the only file that talks to libyaml. The tree is built from libyaml's events rather
/// than its document loader, so that an alias is seen where it is written: what aliases repeat
/// is charged to a budget there, and a document that goes past it fails at that alias.
package enum YAMLParser {
    /// Bytes of scalar text that aliases may repeat in one document, on top of the document's
    /// own text. An alias shares its anchor's storage, but everything downstream (checks,
    /// rendering, hashing) pays for each repetition.
    package static let aliasByteBudget = 1_048_576
    /// Nodes that aliases may repeat in one document: catches the "billion laughs" of empty values.
    package static let aliasNodeBudget = 50_000
    /// Collections nested deeper than this are refused.
    package static let maximumDepth = 64

    /// Something valid in YAML that a lesson author rarely means: an anchor (`&name`) that no
    /// alias uses, or a tag (`!name`); both take a word off the start of a value.
    package struct Remark: Sendable, Equatable {
        package enum Kind: Sendable, Equatable {
            case unusedAnchor(String)
            /// A tag of the author's own (`!foo`), which takes a word off the value.
            case tag(String)
            /// One of YAML's own tags other than `!!str` (`!!bool`, `!!binary`), written as
            /// `!!name`: statetutor reads values by what they are for, never by a tag.
            case typeTag(String)
        }

        package var kind: Kind
        package var line: Int
        package var column: Int
    }

    /// Parses a single YAML document; a second one (after `---`, or text after `...`) is an
    /// error at its start. An empty text yields an empty plain scalar.
    package static func parse(_ text: String) -> Result<YAMLNode, YAMLError> {
        parseNoting(text).map(\.node)
    }

    /// ``parse(_:)``, with the anchors no alias uses and the tags of the document.
    package static func parseNoting(_ text: String) -> Result<(node: YAMLNode, remarks: [Remark]), YAMLError> {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            return .failure(YAMLError(message: "could not initialise the YAML parser", line: 1, column: 1))
        }
        defer { yaml_parser_delete(&parser) }

        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> Result<(node: YAMLNode, remarks: [Remark]), YAMLError> in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var composer = Composer()
            var document: YAMLNode?
            var documentEnd = yaml_mark_t()
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    // Text after the first document that cannot even be read is a second one too.
                    if document != nil { return .failure(secondDocument(in: bytes, after: documentEnd)) }
                    return .failure(error(of: parser))
                }
                defer { yaml_event_delete(&event) }
                if let root = document {
                    // The first document has ended: the stream must end too.
                    guard event.type == YAML_DOCUMENT_START_EVENT else { return .success((root, composer.remarks)) }
                    return .failure(secondDocument(in: bytes, after: documentEnd))
                }
                switch composer.take(event) {
                case .more: continue
                case .done(let root) where event.type == YAML_DOCUMENT_END_EVENT:
                    document = root
                    documentEnd = event.end_mark
                case .done(let root): return .success((root, composer.remarks))
                case .failed(let error): return .failure(error)
                }
            }
        }
    }

    /// The error for a second document in `bytes`, at its first line after `end` (where the first
    /// document ended: after its `...`, or at the `---` that starts the next one) that holds more
    /// than spaces or a comment.
    private static func secondDocument(in bytes: [UInt8], after end: yaml_mark_t) -> YAMLError {
        var line = Int(end.line) + 1
        var index = min(max(0, Int(end.index)), bytes.count)
        var lineStart = index - Int(end.column)
        while index < bytes.count {
            let lineEnd = bytes[index...].firstIndex(of: 0x0A) ?? bytes.count
            if let first = bytes[index..<lineEnd].firstIndex(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }),
                bytes[first] != 0x23
            {
                let column = String(decoding: bytes[max(0, lineStart)..<first], as: UTF8.self).unicodeScalars.count
                return YAMLError(
                    message: "a second YAML document starts here, and only the first one is read", line: line,
                    column: column + 1, reason: .secondDocument)
            }
            index = lineEnd + 1
            lineStart = index
            line += 1
        }
        return YAMLError(
            message: "a second YAML document starts here, and only the first one is read", line: Int(end.line) + 1,
            column: Int(end.column) + 1, reason: .secondDocument)
    }

    /// libyaml notices some errors far from their cause (an unclosed quote at the end of the
    /// text), and others at the line that is wrong while naming where the enclosing block began:
    /// both marks are kept, for the loader to say which one holds the mistake.
    private static func error(of parser: yaml_parser_t) -> YAMLError {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        let context = parser.context.map { String(cString: $0) }
        let mark = parser.problem_mark
        let start = parser.context_mark
        return YAMLError(
            problem: problem, at: (Int(mark.line) + 1, Int(mark.column) + 1), context: context,
            at: (Int(start.line) + 1, Int(start.column) + 1))
    }

    /// Builds nodes from events with an explicit stack (no recursion, whatever the nesting).
    private struct Composer {
        enum Step {
            case more
            case done(YAMLNode)
            case failed(YAMLError)
        }

        /// What a node costs when an alias repeats it.
        struct Weight {
            var bytes = 0
            var nodes = 1
            /// Levels of collections below the node (0 for a scalar).
            var height = 0

            mutating func add(_ child: Weight) {
                bytes += child.bytes
                nodes += child.nodes
                height = max(height, child.height + 1)
            }
        }

        struct Frame {
            var isMapping: Bool
            var line: Int
            var column: Int
            var anchor: String?
            var items: [YAMLNode] = []
            var pairs: [(key: YAMLNode, value: YAMLNode)] = []
            var pendingKey: YAMLNode?
            var weight = Weight()
        }

        var stack: [Frame] = []
        var anchors: [String: (node: YAMLNode, weight: Weight)] = [:]
        var root: YAMLNode?
        var repeatedBytes = 0
        var repeatedNodes = 0
        var anchorMarks: [(name: String, line: Int, column: Int)] = []
        var aliased: Set<String> = []
        var tags: [Remark] = []

        /// Tags, then anchors that no alias used, in the order written.
        var remarks: [Remark] {
            tags
                + anchorMarks.filter { !aliased.contains($0.name) }.map {
                    Remark(kind: .unusedAnchor($0.name), line: $0.line, column: $0.column)
                }
        }

        mutating func note(
            anchor: UnsafeMutablePointer<yaml_char_t>?, tag: UnsafeMutablePointer<yaml_char_t>?, line: Int, column: Int
        ) {
            if let name = Self.name(anchor) { anchorMarks.append((name, line, column)) }
            guard let tag = Self.name(tag) else { return }
            if let core = Self.coreTag(tag) {
                // `!!str 12` asks for text on purpose; YAML's other tags are reported.
                if core != "str" { tags.append(Remark(kind: .typeTag("!!" + core), line: line, column: column)) }
            } else {
                tags.append(Remark(kind: .tag(tag), line: line, column: column))
            }
        }

        /// The name of one of YAML's own tags (`tag:yaml.org,2002:bool` is `bool`), or nil.
        static func coreTag(_ tag: String) -> String? {
            let prefix = "tag:yaml.org,2002:"
            return tag.hasPrefix(prefix) ? String(tag.dropFirst(prefix.count)) : nil
        }

        mutating func take(_ event: yaml_event_t) -> Step {
            let line = Int(event.start_mark.line) + 1
            let column = Int(event.start_mark.column) + 1
            switch event.type {
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let text = String(
                    decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                // A quoted value tagged as a boolean, a number or null (`!!bool "true"`) is read
                // as it would be unquoted, so that only the tag is reported, not its value too.
                let core = Self.name(scalar.tag).flatMap(Self.coreTag)
                let isTyped = core.map { ["bool", "int", "float", "null"].contains($0) } ?? false
                let node = YAMLNode(
                    .scalar(text, isPlain: scalar.style == YAML_PLAIN_SCALAR_STYLE || isTyped), line: line,
                    column: column)
                let weight = Weight(bytes: scalar.length, nodes: 1, height: 0)
                note(anchor: scalar.anchor, tag: scalar.tag, line: line, column: column)
                remember(node, weight, as: Self.name(scalar.anchor))
                add(node, weight)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                guard stack.count < YAMLParser.maximumDepth else {
                    return .failed(
                        YAMLError(
                            message: "lists and mappings are nested more than \(YAMLParser.maximumDepth) levels deep",
                            line: line, column: column, reason: .tooDeep))
                }
                let isMapping = event.type == YAML_MAPPING_START_EVENT
                let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
                let tag = isMapping ? event.data.mapping_start.tag : event.data.sequence_start.tag
                note(anchor: anchor, tag: tag, line: line, column: column)
                stack.append(Frame(isMapping: isMapping, line: line, column: column, anchor: Self.name(anchor)))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let frame = stack.popLast() else { break }
                let value: YAMLNode.Value = frame.isMapping ? .mapping(frame.pairs) : .sequence(frame.items)
                let node = YAMLNode(value, line: frame.line, column: frame.column)
                remember(node, frame.weight, as: frame.anchor)
                add(node, frame.weight)
            case YAML_ALIAS_EVENT:
                let name = Self.name(event.data.alias.anchor) ?? ""
                aliased.insert(name)
                guard let (anchored, weight) = anchors[name] else {
                    return .failed(
                        YAMLError(
                            message: "alias '*\(name)' names no anchor '&\(name)' written before it", line: line,
                            column: column))
                }
                if let problem = charge(weight, alias: name) {
                    return .failed(YAMLError(message: problem, line: line, column: column, reason: .aliasBudget))
                }
                guard stack.count + weight.height <= YAMLParser.maximumDepth else {
                    return .failed(
                        YAMLError(
                            message:
                                "alias '*\(name)' nests lists and mappings more than \(YAMLParser.maximumDepth) levels deep",
                            line: line, column: column, reason: .tooDeep))
                }
                // Keep the position of the alias, so that messages about the value point here.
                var node = anchored
                node.line = line
                node.column = column
                add(node, weight)
            case YAML_DOCUMENT_END_EVENT, YAML_STREAM_END_EVENT:
                return .done(root ?? YAMLNode(.scalar("", isPlain: true), line: 1, column: 1))
            default:
                break
            }
            return .more
        }

        /// Adds what an alias repeats to the budgets; a message when that goes past one.
        private mutating func charge(_ weight: Weight, alias name: String) -> String? {
            repeatedBytes += weight.bytes
            repeatedNodes += weight.nodes
            if repeatedBytes > YAMLParser.aliasByteBudget {
                return "alias '*\(name)' (\(weight.bytes) bytes of text) takes the text repeated through aliases "
                    + "past the budget of \(YAMLParser.aliasByteBudget) bytes; write the text out or repeat it less"
            }
            if repeatedNodes > YAMLParser.aliasNodeBudget {
                return "alias '*\(name)' (\(weight.nodes) values) takes the values repeated through aliases "
                    + "past the budget of \(YAMLParser.aliasNodeBudget); write them out or repeat them less"
            }
            return nil
        }

        private mutating func remember(_ node: YAMLNode, _ weight: Weight, as anchor: String?) {
            // A later anchor of the same name replaces the earlier one, as YAML says.
            if let anchor { anchors[anchor] = (node, weight) }
        }

        private mutating func add(_ node: YAMLNode, _ weight: Weight) {
            guard var frame = stack.popLast() else {
                root = node
                return
            }
            frame.weight.add(weight)
            if !frame.isMapping {
                frame.items.append(node)
            } else if let key = frame.pendingKey {
                frame.pairs.append((key, node))
                frame.pendingKey = nil
            } else {
                frame.pendingKey = node
            }
            stack.append(frame)
        }

        private static func name(_ anchor: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            anchor.map { String(cString: $0) }
        }
    }
}
