// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Why an over-the-air update was not applied.
///
/// Every rejection also reaches the localizer's issue handler as
/// `LocalizationIssue.update(reason:)`; the bundled strings or the last good update stay in use.
public struct UpdateRejection: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem it is: switch on this, not on the message.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// No connection, or another transport error: a reset, a reply cut short or malformed,
        /// a TLS failure.
        case network
        /// The update URL is plain `http://` to a host other than this machine's loopback
        /// (`127.0.0.1`, `::1`, `localhost`) and ``UpdateConfiguration/allowsInsecureHTTP`` is
        /// off, or it is not an `http`/`https` URL at all.
        case insecureURL
        /// The server redirected to another origin (scheme, host or port), or redirected too
        /// many times.
        case redirect
        /// A request, or the whole check, took longer than allowed: one check ends within four
        /// times ``UpdateConfiguration/timeout`` of its start, whatever the server does.
        case timeout
        /// The server sent a body in a content coding (`gzip`, `br`...) although the request
        /// asked for none: its size could not be bounded before decoding.
        case contentEncoding
        /// The server answered with a status other than 200 or 304.
        case httpStatus
        /// The manifest is not a valid manifest (JSON, fields, limits).
        case malformedManifest
        /// The manifest's format version is newer than this library reads.
        case unsupportedFormat
        /// The signature is missing or does not match the manifest.
        case badSignature
        /// A listed path leaves the update folder or is not a `<lang>.lproj` table.
        case badPath
        /// A file's size is not the size the manifest lists, or a response (its headers or its
        /// body) exceeds the limits.
        case sizeMismatch
        /// A file's SHA-256 is not the one the manifest lists.
        case hashMismatch
        /// A table does not parse.
        case unreadableTable
        /// A translation's placeholders differ from the development language's.
        case placeholderMismatch
        /// A plural lacks a form the language needs.
        case missingPluralForm
        /// A value is empty where the development language has text.
        case emptyValue
        /// The update is not for this version of the app.
        case appVersion
        /// The update is for another app (``UpdateManifest/appID``), or names no app while this
        /// one has an app id (or the other way round).
        case appID
        /// The update is older than the newest one this app has taken (or obeyed as a revoke),
        /// or it was revoked.
        case downgrade
        /// The cached update on disk is unusable (it was removed; the bundled strings are used).
        case corruptCache
        /// The update state file (the newest version taken and the revoked ones, kept in
        /// ``UpdateConfiguration/stateDirectory``) is unreadable: no update is applied until it is
        /// readable again or removed, so that a damaged file never lets an old update back in.
        case corruptState
        /// The cache or state folder could not be written, or is not private to the user (a
        /// symbolic link, another user's folder).
        case storage
        /// Another process held the update lock for longer than the wait allowed (2 s): nothing
        /// was changed. At launch the last verified update is still applied, read-only.
        case busy
    }

    /// What kind of problem it is.
    public let kind: Kind
    /// What went wrong, for people.
    public let message: String

    /// A rejection of `kind` explained by `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { "\(kind.rawValue): \(message)" }
}

extension UpdateRejection: LocalizedError {
    /// The ``description``: `localizedDescription` reads as the same sentence.
    public var errorDescription: String? { description }
}
