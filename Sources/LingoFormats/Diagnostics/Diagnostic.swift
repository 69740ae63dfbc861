// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

/// A problem found while reading a localization file.
///
/// Parsers in LingoFormats never throw for bad content: they return every entry they could read
/// together with the diagnostics for the parts they could not.
///
/// Tools decide what a diagnostic means from its ``kind`` and ``key``, never from its
/// ``message``, whose wording may change:
///
/// ```swift
/// for diagnostic in file.diagnostics
/// where diagnostic.kind == .conflictingDuplicateKey {
///     print("\(diagnostic.key ?? "") has two different values")
/// }
/// ```
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
        /// Informational; nothing is wrong.
        case note
        /// Suspicious but readable, such as a duplicate key.
        case warning
        /// Content that could not be read; the entries around it survive.
        case error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// Where the problem is.
    public var location: SourceLocation
    /// How serious it is.
    public var severity: Severity
    /// What the problem is, for tools to switch on.
    public var kind: Kind
    /// The full key the problem is about, unescaped and not shortened, when there is one (for a
    /// duplicate, the repeated key).
    public var key: String?
    /// A sentence describing the problem, without the location; for people, not for tools.
    public var message: String

    /// Creates a diagnostic.
    ///
    /// - Parameters:
    ///   - location: Where the problem is.
    ///   - severity: How serious it is.
    ///   - kind: What the problem is.
    ///   - key: The full key the problem is about, if any.
    ///   - message: A sentence describing the problem, without the location.
    public init(location: SourceLocation, severity: Severity, kind: Kind, key: String? = nil, message: String) {
        self.location = location
        self.severity = severity
        self.kind = kind
        self.key = key
        self.message = message
    }

    /// `file:line:column: severity: message`, the form Xcode and compilers print.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

extension Sequence where Element == Diagnostic {
    /// The diagnostics whose severity is `.error`.
    public var errors: [Diagnostic] { filter { $0.severity == .error } }
    /// The diagnostics whose severity is `.warning`.
    public var warnings: [Diagnostic] { filter { $0.severity == .warning } }
}

extension Array where Element == Diagnostic {
    /// Sorts the diagnostics into file order; those at the same place keep the order they were
    /// found in (`stablySorted(by:)`, the runtime's one shared sort). One function for every
    /// reader.
    @inline(never)
    mutating func sortInFileOrder() {
        self = stablySorted { $0.location < $1.location }
    }

    /// The diagnostics in file order (see ``sortInFileOrder()``).
    func inFileOrder() -> [Diagnostic] {
        var sorted = self
        sorted.sortInFileOrder()
        return sorted
    }
}
