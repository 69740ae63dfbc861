// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation
public import Lingo

/// Why an over-the-air update was not applied.
///
/// Every rejection also reaches the localizer's issue handler as `LocalizationIssue.update(_:)`,
/// an `UpdateIssue` of the same kind and message; the bundled strings or the last good update
/// stay in use.
public struct UpdateRejection: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem it is: switch on this, not on the message. The vocabulary the
    /// issue handler receives too (`UpdateIssue.Kind`, in the module `Lingo`); an open
    /// set, so a `switch` needs a `default:`.
    public typealias Kind = UpdateIssue.Kind

    /// What kind of problem it is.
    public let kind: Kind
    /// What went wrong, for people.
    public let message: String
    /// The language of the update that was refused, when one was.
    public let language: LanguageTag?
    /// The table of the update that was refused, when one was.
    public let table: String?
    /// The key of the update that was refused, when one was.
    public let key: String?

    /// A rejection of `kind` explained by `message`, about `language`, `table` and `key` when known.
    public init(
        _ kind: Kind, _ message: String, language: LanguageTag? = nil, table: String? = nil, key: String? = nil
    ) {
        self.kind = kind
        self.message = message
        self.language = language
        self.table = table
        self.key = key
    }

    public var description: String { "\(kind): \(message)" }

    /// The rejection as the issue handler receives it: the same kind, message and place.
    public var issue: UpdateIssue {
        UpdateIssue(kind, message, language: language, table: table, key: key)
    }
}

extension UpdateRejection: LocalizedError {
    /// The ``description``: `localizedDescription` reads as the same sentence.
    public var errorDescription: String? { description }
}
