import TutorCore

/// Splits `argv` by the rules of ``CommandSpec``: `--name value`, `--name=value`, flags, `-h`,
/// `--` to end options; the first operand that names a command is the command. Whether an
/// option takes a value is the command's say: options before the command are the global ones.
package struct ArgumentParser: Sendable {
    package let commands: [CommandSpec]

    package init(commands: [CommandSpec]) {
        self.commands = commands
    }

    package func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var optionsEnded = false
        var pending: [(name: String, value: String?)] = []
        var operands: [String] = []
        // Until the command is known, only the global options' rules apply.
        var valueOptions = Set(CommandSpec.globalOptions.filter { $0.value != nil }.map(\.name))
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                if operands.isEmpty, let spec = command(named: argument) { valueOptions = spec.valueOptions }
                operands.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "-h" {
                pending.append(("help", nil))
                continue
            }
            if argument == "-V" {
                pending.append(("version", nil))
                continue
            }
            guard argument.hasPrefix("--") else {
                throw UsageError("unknown option '\(argument)'; options are spelled '--name'")
            }
            let body = argument.dropFirst(2)
            if let equals = body.firstIndex(of: "=") {
                pending.append((String(body[..<equals]), String(body[body.index(after: equals)...])))
                continue
            }
            let name = String(body)
            if valueOptions.contains(name) {
                guard index < arguments.count else { throw UsageError("option '--\(name)' needs a value") }
                pending.append((name, arguments[index]))
                index += 1
            } else {
                pending.append((name, nil))
            }
        }
        if let first = operands.first {
            if let spec = command(named: first) {
                result.command = spec.name
                operands.removeFirst()
            } else {
                var message = "unknown command '\(first)'"
                if let suggestion = Suggestion.closest(to: first, in: commands.map(\.name)) {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw UsageError(message)
            }
        }
        result.operands = operands
        let spec = commands.first { $0.name == result.command }
        let takingValues = spec?.valueOptions ?? valueOptions
        let allowed = CommandSpec.globalOptions.map(\.name) + (spec?.options.map(\.name) ?? [])
        for (name, value) in pending {
            guard allowed.contains(name) else {
                var message = "unknown option '--\(name)'" + (result.command.map { " for '\($0)'" } ?? "")
                if let suggestion = Suggestion.closest(to: name, in: allowed) {
                    message += "; did you mean '--\(suggestion)'?"
                }
                throw UsageError(message, command: result.command)
            }
            let takesValue = takingValues.contains(name)
            if takesValue && value == nil {
                throw UsageError("option '--\(name)' needs a value", command: result.command)
            }
            if !takesValue && value != nil {
                throw UsageError("option '--\(name)' takes no value", command: result.command)
            }
            result.options[name] = value ?? "true"
        }
        return result
    }

    private func command(named name: String) -> CommandSpec? {
        commands.first { !$0.name.isEmpty && ($0.name == name || $0.aliases.contains(name)) }
    }
}
