// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoChecks
public import LingoFormats

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
    /// For a coverage finding (`missing-translation`, `untranslated`), the language and table it
    /// belongs to, so that reports can summarize such findings once per language and table.
    package var coverage: CoverageScope?

    /// Creates a finding.
    public init(
        rule: RuleID, severity: Severity? = nil, location: SourceLocation, message: String,
        key: String? = nil, language: String? = nil
    ) {
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

    /// Whether the finding is a text that breaks at run time: an error of a rule about
    /// placeholders (an argument of another type or count than the code passes, an invalid
    /// conversion in a format, positions that contradict each other), where `String(format:)`
    /// reads what was never passed, crashes or shows garbage. Reports list these first.
    package var breaksAtRunTime: Bool { Self.breaksAtRunTime(rule, severity) }

    /// Whether findings of `rule` at `severity` break at run time: see ``breaksAtRunTime``.
    static func breaksAtRunTime(_ rule: RuleID, _ severity: Severity) -> Bool {
        severity == .error && rule.declaration.breaksAtRunTime
    }

    /// `findings` in report order: those that break at run time (``breaksAtRunTime``) first,
    /// then the rest; within each, by severity (errors first), file, line, column, rule and
    /// language, then in the order they were found. Sorts small keys rather than moving
    /// findings (a large project has a great many).
    static func sorted(_ findings: [Finding]) -> [Finding] {
        sorted(parts: [findings])
    }

    /// The findings of `parts` (the parts in order, each in the order found) in report order,
    /// as ``sorted(_:)`` orders them. The findings are moved, never copied: neither sorting nor
    /// freeing the parts (left holding placeholders) touches a reference count.
    static func sorted(parts: consuming [[Finding]]) -> [Finding] {
        var parts = parts
        let count = parts.reduce(0) { $0 + $1.count }
        guard count > 0 else { return [] }
        let all = UnsafeMutableBufferPointer<Finding>.allocate(capacity: count)
        defer { all.deallocate() }  // every finding is moved out of it before
        var moved = 0
        for index in parts.indices {
            parts[index].withUnsafeMutableBufferPointer { part in
                guard let base = part.baseAddress, let target = all.baseAddress else { return }
                (target + moved).moveInitialize(from: base, count: part.count)
                base.initialize(repeating: placeholder, count: part.count)
                moved += part.count
            }
        }
        struct SortKey: Comparable {
            var tier: Int, file: Int, line: Int, column: Int, rule: Int, language: Int, position: Int
            static func < (lhs: SortKey, rhs: SortKey) -> Bool {
                if lhs.tier != rhs.tier { return lhs.tier < rhs.tier }
                return (lhs.file, lhs.line, lhs.column, lhs.rule, lhs.language, lhs.position)
                    < (rhs.file, rhs.line, rhs.column, rhs.rule, rhs.language, rhs.position)
            }
        }
        var files = Ordinals()
        var languages = Ordinals()
        // Findings of one rule come in runs too: look the rule's place up once a run.
        var lastRule: (rule: RuleID, ordinal: Int)?
        var keys = [SortKey]()
        keys.reserveCapacity(count)
        for position in all.indices {
            // Fields read one by one: a method called on the finding would copy it.
            let rule = all[position].rule
            if lastRule?.rule != rule { lastRule = (rule, rule.ordinal) }
            keys.append(
                SortKey(
                    tier: reportTier(rule, all[position].severity), file: files.id(of: all[position].location.file),
                    line: all[position].location.line, column: all[position].location.column,
                    rule: lastRule?.ordinal ?? 0, language: languages.id(of: all[position].language ?? ""),
                    position: position))
        }
        let fileRanks = files.ranks()
        let languageRanks = languages.ranks()
        for index in keys.indices {
            keys[index].file = fileRanks[keys[index].file]
            keys[index].language = languageRanks[keys[index].language]
        }
        keys = sortedOnTwoCores(keys)
        return [Finding](unsafeUninitializedCapacity: count) { sorted, initialized in
            guard let target = sorted.baseAddress, let source = all.baseAddress else { return }
            for (index, key) in keys.enumerated() {
                (target + index).initialize(to: (source + key.position).move())
            }
            initialized = count
        }
    }

    /// What a finding moved out of its array leaves behind: its strings are empty, which takes
    /// no reference count to copy or to free.
    private static var placeholder: Finding {
        Finding(
            rule: .syntaxError, severity: .error, location: SourceLocation(file: "", line: 0, column: 0), message: "")
    }

    /// The finding's place in report order before its file: 0 for one that breaks at run time,
    /// then 1, 2, 3 for the other errors, warnings and notes.
    var reportTier: Int { Self.reportTier(rule, severity) }

    /// The ``reportTier`` of findings of `rule` at `severity`.
    static func reportTier(_ rule: RuleID, _ severity: Severity) -> Int {
        if breaksAtRunTime(rule, severity) { return 0 }
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .note: return 3
        }
    }

    /// `keys` sorted, each half on its own core and the halves merged: the sort is the longest
    /// step of a lint run that is not run in parallel otherwise. `keys` are distinct, so the
    /// result is the one `sorted()` gives.
    private static func sortedOnTwoCores<Key: Comparable & Sendable>(_ keys: [Key]) -> [Key] {
        guard keys.count >= 16_384 else { return keys.sorted() }
        let halves = [0..<keys.count / 2, keys.count / 2..<keys.count].parallelMap { keys[$0].sorted() }
        let (left, right) = (halves[0], halves[1])
        var merged = [Key]()
        merged.reserveCapacity(keys.count)
        var (i, j) = (0, 0)
        while i < left.count, j < right.count {
            if right[j] < left[i] {
                merged.append(right[j])
                j += 1
            } else {
                merged.append(left[i])
                i += 1
            }
        }
        merged.append(contentsOf: left[i...])
        merged.append(contentsOf: right[j...])
        return merged
    }

    /// Numbers strings in the order they come, each distinct value once, then gives each number
    /// the value's place among the distinct values sorted. A value equal to the one before it
    /// (the findings of one file come in runs) takes that one's number without hashing.
    private struct Ordinals {
        private var ids = [String: Int]()
        private var distinct = [String]()
        private var previous: (value: String, id: Int)?

        /// The number of `value`: how many distinct values came before its first.
        mutating func id(of value: String) -> Int {
            if let previous, previous.value == value { return previous.id }
            let id = ids[value] ?? distinct.count
            if id == distinct.count {
                ids[value] = id
                distinct.append(value)
            }
            previous = (value, id)
            return id
        }

        /// For each number, its value's place among the distinct values sorted.
        func ranks() -> [Int] {
            var rankOfID = [Int](repeating: 0, count: distinct.count)
            for (rank, id) in distinct.indices.sorted(by: { distinct[$0] < distinct[$1] }).enumerated() {
                rankOfID[id] = rank
            }
            return rankOfID
        }
    }
}
