import LingoFormats

/// The `json` format: an array with one object per finding, one per line.
///
/// ```json
/// [
///   {"rule": "missing-translation", "severity": "error", "file": "fr.lproj/Localizable.strings", "line": 12, "column": 1, "message": "...", "key": "title", "language": "fr"}
/// ]
/// ```
/// `key` and `language` are `null` when a finding is about neither.
enum JSONReport {
    static func render(_ findings: [Finding]) -> String {
        guard !findings.isEmpty else { return "[]\n" }
        var output = "[\n"
        for (position, finding) in findings.enumerated() {
            output += "  {\"rule\": \(JSONText.quote(finding.rule.rawValue)), "
                + "\"severity\": \(JSONText.quote(finding.severity.rawValue)), "
                + "\"file\": \(JSONText.quote(finding.location.file)), "
                + "\"line\": \(finding.location.line), \"column\": \(finding.location.column), "
                + "\"message\": \(JSONText.quote(finding.message)), "
                + "\"key\": \(finding.key.map(JSONText.quote) ?? "null"), "
                + "\"language\": \(finding.language.map(JSONText.quote) ?? "null")}"
            output += position == findings.count - 1 ? "\n" : ",\n"
        }
        return output + "]\n"
    }
}

/// JSON string literals.
enum JSONText {
    /// `text` as a JSON string literal, escaped as ``JSONWriter`` escapes it.
    static func quote(_ text: String) -> String {
        JSONWriter.quoted(text)
    }
}
