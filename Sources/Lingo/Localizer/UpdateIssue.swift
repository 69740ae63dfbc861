// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// A problem with an over-the-air update (LingoRemote), as the issue handler receives it in
/// ``LocalizationIssue/update(_:)``: an update rejected, a key or language of it left out, the
/// cached update unusable, a revoke obeyed. The bundled strings, or the last good update, stay
/// in use.
///
/// ```swift
/// let localizer = try Localizer(
///     resources: url, developmentLanguage: "en"
/// ) { issue in
///     if case .update(let update) = issue,
///         update.kind == .badSignature
///     {
///         log.error("update refused: \(update.message)")
///     }
/// }
/// ```
public struct UpdateIssue: Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is: switch on this, not on the message.
    public let kind: Kind
    /// What went wrong, for people.
    public let message: String
    /// The language the problem is in, when it is about one.
    public let language: LanguageTag?
    /// The table (`Localizable`) the problem is in, when it is about one.
    public let table: String?
    /// The key the problem is about, when it is about one.
    public let key: String?

    /// An issue of `kind` explained by `message`, in `language`, `table` and `key` when known.
    public init(
        _ kind: Kind, _ message: String, language: LanguageTag? = nil, table: String? = nil, key: String? = nil
    ) {
        self.kind = kind
        self.message = message
        self.language = language
        self.table = table
        self.key = key
    }

    /// `kind: message`, as `UpdateRejection` prints it.
    public var description: String { "\(kind): \(message)" }
}

extension UpdateIssue {
    /// What kind of problem it is: switch on this, not on the message.
    ///
    /// An open set (a struct over a private enum, as swift-nio's `FileSystemError.Code`): a
    /// later release may add kinds without breaking a `switch`, which needs a `default:`.
    /// Adding one: a case in `Code` and a static property beside the others. LingoRemote's
    /// `UpdateRejection.Kind` is this type: one vocabulary for rejections and reports.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        private enum Code: String, Sendable, Hashable {
            case network
            case insecureURL
            case redirect
            case timeout
            case contentEncoding
            case httpStatus
            case malformedManifest
            case unsupportedFormat
            case badSignature
            case badPath
            case sizeMismatch
            case hashMismatch
            case unreadableTable
            case placeholderMismatch
            case missingPluralForm
            case emptyValue
            case unshowableCharacter
            case appVersion
            case appID
            case downgrade
            case expired
            case corruptCache
            case corruptState
            case storage
            case busy
            case unknownLanguage
            case unknownKey
            case shadowedByPlural
            case revoked
        }

        private let code: Code

        private init(_ code: Code) {
            self.code = code
        }

        /// The kind's name (`network`, `badSignature`...), as ``UpdateIssue/description``
        /// starts.
        public var description: String { code.rawValue }

        /// No connection, or another transport error: a reset, a reply cut short or malformed,
        /// a TLS failure.
        public static var network: Self { Self(.network) }
        /// The update URL is plain `http://` to a host other than this machine's loopback
        /// (`127.0.0.1`, `::1`, `localhost`) and `UpdateConfiguration.allowsInsecureHTTP` is
        /// off, or it is not an `http`/`https` URL at all.
        public static var insecureURL: Self { Self(.insecureURL) }
        /// The server redirected to another origin (scheme, host or port), or redirected too
        /// many times.
        public static var redirect: Self { Self(.redirect) }
        /// A request, or the whole check, took longer than allowed: one check ends within four
        /// times `UpdateConfiguration.timeout` of its start, whatever the server does. Also an
        /// update whose checking took more processor time than
        /// `UpdateManifest.maximumValidationTime`.
        public static var timeout: Self { Self(.timeout) }
        /// The server sent a body in a content coding (`gzip`, `br`...) although the request
        /// asked for none: its size could not be bounded before decoding.
        public static var contentEncoding: Self { Self(.contentEncoding) }
        /// The server answered with a status other than 200 or 304.
        public static var httpStatus: Self { Self(.httpStatus) }
        /// The manifest is not a valid manifest (JSON, fields, limits).
        public static var malformedManifest: Self { Self(.malformedManifest) }
        /// The manifest's format version is newer than this library reads.
        public static var unsupportedFormat: Self { Self(.unsupportedFormat) }
        /// The signature is missing or does not match the manifest.
        public static var badSignature: Self { Self(.badSignature) }
        /// A listed path leaves the update folder or is not a `<lang>.lproj` table.
        public static var badPath: Self { Self(.badPath) }
        /// A file's size is not the size the manifest lists, or a response (its headers or its
        /// body) exceeds the limits.
        public static var sizeMismatch: Self { Self(.sizeMismatch) }
        /// A file's SHA-256 is not the one the manifest lists.
        public static var hashMismatch: Self { Self(.hashMismatch) }
        /// A table does not parse.
        public static var unreadableTable: Self { Self(.unreadableTable) }
        /// A translation's placeholders differ from the development language's.
        public static var placeholderMismatch: Self { Self(.placeholderMismatch) }
        /// A plural lacks a form the language needs.
        public static var missingPluralForm: Self { Self(.missingPluralForm) }
        /// A value is empty where the development language has text.
        public static var emptyValue: Self { Self(.emptyValue) }
        /// A value holds a character no screen should show: a control character other than a
        /// line break or tab, a bidirectional override, an embedding or isolate left unbalanced.
        public static var unshowableCharacter: Self { Self(.unshowableCharacter) }
        /// The update is not for this version of the app.
        public static var appVersion: Self { Self(.appVersion) }
        /// The update is for another app (`UpdateManifest.appID`), or names no app while this
        /// one has an app id (or the other way round).
        public static var appID: Self { Self(.appID) }
        /// The update is older than the newest one this app has taken (or obeyed as a revoke),
        /// or it was revoked.
        public static var downgrade: Self { Self(.downgrade) }
        /// The update's signed manifest has expired (`UpdateManifest.expires`): it is not
        /// taken, and a cached update whose manifest expired is no longer shown (the bundled
        /// strings are used until the publisher signs a newer version).
        public static var expired: Self { Self(.expired) }
        /// The cached update on disk is unusable (it was removed; the bundled strings are used).
        public static var corruptCache: Self { Self(.corruptCache) }
        /// The update state file (the newest version taken and the revoked ones, kept in
        /// `UpdateConfiguration.stateDirectory`) is unreadable: no update is applied until it is
        /// readable again or removed, so that a damaged file never lets an old update back in.
        public static var corruptState: Self { Self(.corruptState) }
        /// The cache or state folder could not be written, or is not private to the user (a
        /// symbolic link, another user's folder).
        public static var storage: Self { Self(.storage) }
        /// Another process held the update lock for longer than the wait allowed (2 s): nothing
        /// was changed. At launch the last verified update is still applied, read-only.
        public static var busy: Self { Self(.busy) }

        // Reported, not rejections: the rest of the update is applied.

        /// The update has tables of a language the app does not ship: they are left out.
        public static var unknownLanguage: Self { Self(.unknownLanguage) }
        /// The update has a key the app's table does not: it is left out.
        public static var unknownKey: Self { Self(.unknownKey) }
        /// The update has a `.strings` text of a key the app's `.stringsdict` has a plural of:
        /// Apple's precedence would hide it, so it is left out.
        public static var shadowedByPlural: Self { Self(.shadowedByPlural) }
        /// A revoke was obeyed: the updates up to it are withdrawn and the bundled strings are in
        /// use.
        public static var revoked: Self { Self(.revoked) }
    }
}
