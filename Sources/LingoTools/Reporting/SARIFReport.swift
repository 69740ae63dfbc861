import Foundation
import LingoFormats

/// The `sarif` format: SARIF 2.1.0, one run of the `lingo` tool.
///
/// The driver lists every rule (ID, summary, default level); each result has its rule, level,
/// message, location and a `partialFingerprints` entry (`lingo/v1`) computed from the rule, the
/// file, the key, the language and the message of findings without a key — never the line — so a
/// code-scanning service recognizes a finding after the lines around it move. Findings with the
/// same parts get an occurrence number in the hash.
enum SARIFReport {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    static func render(_ findings: [Finding]) -> String {
        var output = "{\n  \"$schema\": \(JSONText.quote(schema)),\n  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n"
        output += "      \"tool\": {\n        \"driver\": {\n          \"name\": \"lingo\",\n          \"rules\": [\n"
        for (position, rule) in RuleID.allCases.enumerated() {
            output += "            {\"id\": \(JSONText.quote(rule.rawValue)), "
                + "\"shortDescription\": {\"text\": \(JSONText.quote(rule.summary))}, "
                + "\"defaultConfiguration\": {\"level\": \(JSONText.quote(level(rule.defaultSeverity)))}}"
            output += position == RuleID.allCases.count - 1 ? "\n" : ",\n"
        }
        output += "          ]\n        }\n      },\n      \"results\": ["
        var occurrences = [String: Int]()
        var uris = [String: String]()
        for (position, finding) in findings.enumerated() {
            let file = finding.location.file
            let fileURI: String
            if let known = uris[file] {
                fileURI = known
            } else {
                fileURI = uri(file)
                uris[file] = fileURI
            }
            let identity = [finding.rule.rawValue, finding.location.file, finding.key ?? "\u{0}" + finding.message,
                            finding.language ?? ""].joined(separator: "\u{1F}")
            let occurrence = occurrences[identity, default: 0]
            occurrences[identity] = occurrence + 1
            let fingerprint = fnv1a(identity + "\u{1F}\(occurrence)")
            let ruleIndex = finding.rule.ordinal
            output += position == 0 ? "\n" : ",\n"
            output += "        {\"ruleId\": \(JSONText.quote(finding.rule.rawValue)), \"ruleIndex\": \(ruleIndex), "
                + "\"level\": \(JSONText.quote(level(finding.severity))), "
                + "\"message\": {\"text\": \(JSONText.quote(finding.message))}, "
                + "\"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \(JSONText.quote(fileURI))}, "
                + "\"region\": {\"startLine\": \(finding.location.line), \"startColumn\": \(finding.location.column)}}}], "
                + "\"partialFingerprints\": {\"lingo/v1\": \(JSONText.quote(fingerprint))}}"
        }
        output += findings.isEmpty ? "]\n" : "\n      ]\n"
        output += "    }\n  ]\n}\n"
        return output
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A file path as a URI reference: percent-encoded, relative paths kept relative.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "/-._~!$&'()*+,;=:@")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    /// The 64-bit FNV-1a hash of the UTF-8 bytes of `text`, as 16 hex digits.
    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
