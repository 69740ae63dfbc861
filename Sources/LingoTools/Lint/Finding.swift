import LingoFormats

/// One problem `lingo lint` found: a rule, a severity, a place and a sentence.
///
/// ```swift
/// let finding = findings[0]
/// finding.rule          // .missingTranslation
/// finding.location      // fr.lproj/Localizable.strings:12:1
/// finding.key           // "settings.title"
/// finding.language      // "fr"
/// ```
///
/// Every finding has a real line and column: the key, value, plural form or catalog unit it is
/// about, as the parsers recorded it. A finding about a key that a language lacks points at the
/// key in the development language's file and names the language.
public struct Finding: Hashable, Sendable, CustomStringConvertible {
    /// The rule that found it.
    public var rule: RuleID
    /// How serious it is (the rule's default unless the configuration or the finding says otherwise).
    public var severity: Severity
    /// Where it is.
    public var location: SourceLocation
    /// A sentence describing it, without the location or the rule.
    public var message: String
    /// The key it is about, if any.
    public var key: String?
    /// The language it is about, if any, as a BCP 47 tag (`zh-Hans`), or `Base`.
    public var language: String?

    /// Creates a finding.
    public init(rule: RuleID, severity: Severity? = nil, location: SourceLocation, message: String,
                key: String? = nil, language: String? = nil) {
        self.rule = rule
        self.severity = severity ?? rule.defaultSeverity
        self.location = location
        self.message = message
        self.key = key
        self.language = language
    }

    /// `file:line:column: severity: message [rule-id]`, the form Xcode shows inline.
    public var description: String {
        "\(location): \(severity.rawValue): \(message) [\(rule.rawValue)]"
    }

    /// Findings order by file, line, column, rule, then message.
    static func areInIncreasingOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        if lhs.language != rhs.language { return (lhs.language ?? "") < (rhs.language ?? "") }
        return lhs.message < rhs.message
    }
}

extension String {
    /// The string quoted for a message: control characters escaped, shortened past 80 characters.
    var quotedForMessage: String {
        var result = "\""
        for scalar in unicodeScalars.prefix(80) {
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + (unicodeScalars.count > 80 ? "…\"" : "\"")
    }
}
