// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoUtilities

/// The `sarif` format: SARIF 2.1.0, one run of the `lingo` tool.
///
/// The driver lists every rule (ID, summary, default level); each result has its rule, level,
/// message, location and a `partialFingerprints` entry (`lingo/v1`) computed from the rule, the
/// file, the key, the language and the message of findings without a key — never the line — so a
/// code-scanning service recognizes a finding after the lines around it move. Findings with the
/// same parts get an occurrence number in the hash. The run's `properties` end with the
/// ``ReportSummary`` (`"summary"`): counts by severity and rule, and each language's coverage.
enum SARIFReport {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    static func render(_ findings: [Finding]) -> String {
        // Each rule and each result on its own line.
        var writer = JSONWriter(capacity: findings.count * 512, layout: .lines(depth: .max))
        writer.beginObject()
        writer.member("$schema", schema)
        writer.member("version", "2.1.0")
        writer.key("runs")
        writer.beginArray()
        writer.element()
        writer.beginObject()
        writer.key("tool")
        writer.beginObject()
        writer.key("driver")
        writer.beginObject()
        writer.member("name", "lingo")
        writer.member("version", LingoVersion.current)
        writer.key("rules")
        writer.beginArray()
        for rule in RuleID.allCases { writeRule(rule, to: &writer) }
        writer.endArray()
        writer.endObject()
        writer.endObject()
        writer.key("results")
        writer.beginArray()
        writeResults(findings, to: &writer)
        writer.endArray()
        writer.key("properties")
        writer.beginObject()
        writer.key("summary")
        ReportSummary.write(findings, to: &writer)
        writer.endObject()
        writer.endObject()
        writer.endArray()
        writer.endObject()
        return writer.text + "\n"
    }

    private static func writeRule(_ rule: RuleID, to writer: inout JSONWriter) {
        writer.element()
        writer.beginSingleLineObject()
        writer.member("id", rule.rawValue)
        writer.key("shortDescription")
        writer.beginObject()
        writer.member("text", rule.summary)
        writer.endObject()
        writer.key("defaultConfiguration")
        writer.beginObject()
        writer.member("level", level(rule.defaultSeverity))
        writer.endObject()
        writer.endObject()
    }

    private static func writeResults(_ findings: [Finding], to writer: inout JSONWriter) {
        var occurrences = [String: Int]()
        var uris = [String: String]()
        for finding in findings {
            let file = finding.location.file
            let fileURI: String
            if let known = uris[file] {
                fileURI = known
            } else {
                fileURI = uri(file)
                uris[file] = fileURI
            }
            let identity = [
                finding.rule.rawValue, finding.location.file, finding.key ?? "\u{0}" + finding.message,
                finding.language ?? "",
            ].joined(separator: "\u{1F}")
            let occurrence = occurrences[identity, default: 0]
            occurrences[identity] = occurrence + 1
            writer.element()
            writer.beginSingleLineObject()
            writer.member("ruleId", finding.rule.rawValue)
            writer.member("ruleIndex", finding.rule.ordinal)
            writer.member("level", level(finding.severity))
            writer.key("message")
            writer.beginObject()
            writer.member("text", finding.message)
            writer.endObject()
            writer.key("locations")
            writer.beginArray()
            writer.element()
            writer.beginObject()
            writer.key("physicalLocation")
            writer.beginObject()
            writer.key("artifactLocation")
            writer.beginObject()
            writer.member("uri", fileURI)
            writer.endObject()
            writer.key("region")
            writer.beginObject()
            writer.member("startLine", finding.location.line)
            writer.member("startColumn", finding.location.column)
            writer.endObject()
            writer.endObject()
            writer.endObject()
            writer.endArray()
            writer.key("partialFingerprints")
            writer.beginObject()
            writer.member("lingo/v1", fnv1a(identity + "\u{1F}\(occurrence)"))
            writer.endObject()
            writer.endObject()
        }
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
