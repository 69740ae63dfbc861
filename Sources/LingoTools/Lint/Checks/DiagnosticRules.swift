import LingoFormats

/// Turns the parsers' diagnostics into findings: each diagnostic gets the rule it is about.
///
/// | diagnostic | rule |
/// |---|---|
/// | invalid bytes for the encoding | `encoding` |
/// | `.strings` duplicate key, same value / a different value | `duplicate-key` / `conflicting-duplicate-key` |
/// | other duplicate keys (`.stringsdict`, catalogs, forms) | `duplicate-key` |
/// | `NSStringFormatValueTypeKey` written `%ld`, or missing; a substitution without `formatSpecifier` | `plural-invalid-value-type` (warning) |
/// | a `%#@name@` with no variable or substitution; one never referenced (warning) | `plural-undefined-variable` |
/// | an unknown plural category | `plural-unused-category` |
/// | a `%#@` with no closing `@` | `format-invalid-specifier` |
/// | no `other` form | not reported here: `plural-missing-category` reports it |
/// | anything else | `syntax-error`, with the parser's severity |
enum DiagnosticRules {
    static func findings(for diagnostics: [Diagnostic], language: String?, into findings: inout FindingList) {
        for diagnostic in diagnostics {
            guard let (rule, severity) = classify(diagnostic) else { continue }
            findings.add(rule, severity, at: diagnostic.location, diagnostic.message, key: duplicateKey(in: diagnostic.message),
                         language: language)
        }
    }

    /// The key of a `duplicate key "..."` message (as the message spells it: keys longer than 80
    /// characters are shortened), so that baselines can match duplicates without line numbers.
    static func duplicateKey(in message: String) -> String? {
        guard message.hasPrefix("duplicate key \"") else { return nil }
        var key = ""
        var escaped = false
        for character in message.dropFirst("duplicate key \"".count) {
            if escaped {
                switch character {
                case "n": key += "\n"
                case "t": key += "\t"
                case "r": key += "\r"
                default: key.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                return key
            } else {
                key.append(character)
            }
        }
        return nil
    }

    /// The rule and severity of a diagnostic; `nil` for diagnostics another rule reports.
    static func classify(_ diagnostic: Diagnostic) -> (RuleID, Severity)? {
        let message = diagnostic.message
        if message.hasPrefix("the file is not valid ") { return (.encoding, .error) }
        if message.hasPrefix("duplicate ") {
            if message.contains("(a different value)") { return (.conflictingDuplicateKey, .error) }
            return (.duplicateKey, .warning)
        }
        if message.contains("has no \"other\" form") { return nil }
        if message.hasPrefix("NSStringFormatValueTypeKey") || message.contains("has no NSStringFormatValueTypeKey")
            || message.contains("has no \"formatSpecifier\"") {
            return (.pluralInvalidValueType, .warning)
        }
        if message.contains("which has no rule dictionary") || message.contains("has no substitution named") {
            return (.pluralUndefinedVariable, .error)
        }
        if message.contains("is never used: NSStringLocalizedFormatKey has no") || message.contains("placeholder refers to the substitution") {
            return (.pluralUndefinedVariable, .warning)
        }
        if message.hasPrefix("unknown plural category") { return (.pluralUnusedCategory, .warning) }
        if message.contains("variable reference with no closing '@'") { return (.formatInvalidSpecifier, .error) }
        return (.syntaxError, diagnostic.severity)
    }
}
