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

    /// The rejection as the issue handler receives it: its kind, message and place.
    public let issue: UpdateIssue

    /// What kind of problem it is.
    public var kind: Kind { issue.kind }
    /// What went wrong, for people.
    public var message: String { issue.message }
    /// The language of the update that was refused, when one was.
    public var language: LanguageTag? { issue.language }
    /// The table of the update that was refused, when one was.
    public var table: String? { issue.table }
    /// The key of the update that was refused, when one was.
    public var key: String? { issue.key }

    /// A rejection of `kind` explained by `message`, about `language`, `table` and `key` when known.
    public init(
        _ kind: Kind, _ message: String, language: LanguageTag? = nil, table: String? = nil, key: String? = nil
    ) {
        issue = UpdateIssue(kind, message, language: language, table: table, key: key)
    }

    public var description: String { issue.description }
}

extension UpdateRejection: LocalizedError {
    /// The ``description``: `localizedDescription` reads as the same sentence.
    public var errorDescription: String? { description }
}
