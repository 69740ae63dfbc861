// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation
public import Lingo
import LingoFormats

/// What an update holds: `manifest.json` at the root of the update folder, signed by
/// `manifest.json.sig`.
///
/// ```json
/// {
///   "format": 1,
///   "version": 7,
///   "minimumAppVersion": "2.0",
///   "maximumAppVersion": null,
///   "revoked": false,
///   "expires": "2027-01-31T00:00:00Z",
///   "languages": ["de", "ru"],
///   "files": [
///     {"path": "de.lproj/Localizable.strings", "size": 1234,
///      "sha256": "9f86d0…"}
///   ]
/// }
/// ```
///
/// Every file is a `<lang>.lproj/<Table>.strings` or `.stringsdict` inside the update folder;
/// a manifest listing anything else (`../`, an absolute path, a hidden file) is rejected.
/// A revoked manifest (the kill switch) lists no files: apps drop their update and use their
/// bundled strings.
public struct UpdateManifest: Sendable, Hashable {
    /// The manifest format this library writes and reads.
    public static let formatVersion = 1
    /// The largest manifest read (1 MiB).
    public static let maximumManifestSize = 1 << 20
    /// The largest signature file read.
    public static let maximumSignatureSize = 1024
    /// The largest table file accepted (8 MiB).
    public static let maximumFileSize = 8 << 20
    /// The most files a manifest may list.
    public static let maximumFileCount = 1000
    /// The most bytes all the files of one update may have together (32 MiB): an update larger
    /// than this is refused before anything is downloaded.
    public static let maximumUpdateSize = 32 << 20
    /// The highest version accepted (2^32 − 1): a counter, a date (`2026120501`) or a time in
    /// seconds fits; a time in milliseconds or `Int.max` does not, and `lingo pack` refuses
    /// them rather than sign a version no later one could follow.
    public static let maximumVersion = 4_294_967_295
    /// The most `lingo pack` raises the version over the last one it packed into the same
    /// folder (100,000,000) unless told that the jump is meant: a typo (`70` → `700000000`)
    /// would otherwise leave few versions above it, and apps never go back.
    public static let maximumVersionStep = 100_000_000
    /// The most keys one table of an update may have: a larger one is refused before the next
    /// file is parsed, by apps and by `lingo pack`.
    public static let maximumKeysPerTable = 100_000
    /// The most keys one update may have, all tables and languages together.
    public static let maximumKeysPerUpdate = 200_000
    /// The longest text of an update, in UTF-8 bytes.
    public static let maximumValueLength = 64 * 1024
    /// The most processor time (in seconds) an app spends reading and checking an update's
    /// tables: an update that takes longer is refused as a `UpdateRejection.Kind.timeout`.
    public static let maximumValidationTime: Double = 10
    /// The manifest's file name.
    public static let fileName = "manifest.json"
    /// The signature's file name: the base64 Ed25519 signature of the manifest's bytes.
    public static let signatureFileName = "manifest.json.sig"

    /// One file of the update.
    public struct File: Sendable, Hashable {
        /// The path inside the update folder: `<lang>.lproj/<Table>.strings` or `.stringsdict`.
        public var path: String
        /// The size in bytes.
        public var size: Int
        /// The SHA-256 of the contents, lowercase hex.
        public var sha256: String

        /// A file entry.
        public init(path: String, size: Int, sha256: String) {
            self.path = path
            self.size = size
            self.sha256 = sha256
        }
    }

    /// The format of this manifest (``formatVersion`` when written by this library).
    public var format: Int
    /// The update's version: larger is newer; an app never goes back to a smaller one.
    public var version: Int
    /// The lowest app version (dotted numbers, `CFBundleShortVersionString`) the update is for.
    public var minimumAppVersion: String?
    /// The highest app version the update is for.
    public var maximumAppVersion: String?
    /// Whether the update is withdrawn: apps drop it and use their bundled strings.
    public var revoked: Bool
    /// The app the update is for (its bundle identifier, `lingo pack --app-id`); `nil` for an
    /// update that names no app, which only apps configured without an app id take.
    public var appID: String?
    /// The languages the update has tables for.
    public var languages: [LanguageTag]
    /// The files, each listed once.
    public var files: [File]
    /// When the manifest stops being valid (`lingo pack --expires`); `nil` for never.
    ///
    /// An expired manifest is refused (`UpdateRejection.Kind.expired`) and a cached update
    /// whose manifest has expired is no longer shown: someone who keeps serving an old signed
    /// manifest can hold an app on that update only until then. Publish a newer version (with
    /// a later date) before it passes.
    public var expires: Date?

    /// A manifest.
    public init(
        format: Int = UpdateManifest.formatVersion, version: Int, minimumAppVersion: String? = nil,
        maximumAppVersion: String? = nil, revoked: Bool = false, appID: String? = nil, languages: [LanguageTag],
        files: [File], expires: Date? = nil
    ) {
        self.expires = expires
        self.appID = appID
        self.format = format
        self.version = version
        self.minimumAppVersion = minimumAppVersion
        self.maximumAppVersion = maximumAppVersion
        self.revoked = revoked
        self.languages = languages
        self.files = files
    }

    /// Whether the update is meant for the app `appID`: the same app id, or none on both sides.
    public func accepts(appID: String?) -> Bool { self.appID == appID }

    /// Whether the update is meant for an app of version `appVersion` (`nil`: any).
    public func accepts(appVersion: String?) -> Bool {
        guard let appVersion else { return true }
        if let minimum = minimumAppVersion, AppVersion.compare(appVersion, minimum) == .orderedAscending {
            return false
        }
        if let maximum = maximumAppVersion, AppVersion.compare(appVersion, maximum) == .orderedDescending {
            return false
        }
        return true
    }

    /// The manifest as JSON, keys in a fixed order (what `lingo pack` writes and signs).
    public func encoded() -> Data {
        var root = JSONObject()
        root["format"] = .number(String(format))
        root["version"] = .number(String(version))
        root["minimumAppVersion"] = minimumAppVersion.map(JSONValue.string) ?? .null
        root["maximumAppVersion"] = maximumAppVersion.map(JSONValue.string) ?? .null
        root["revoked"] = .bool(revoked)
        if let appID { root["appID"] = .string(appID) }
        if let expires { root["expires"] = .string(UpdateDate.text(expires)) }
        root["languages"] = .array(languages.map { .string($0.description) })
        root["files"] = .array(
            files.map { file in
                var object = JSONObject()
                object["path"] = .string(file.path)
                object["size"] = .number(String(file.size))
                object["sha256"] = .string(file.sha256)
                return .object(object)
            })
        var data = JSONDocument(root: .object(root)).render()
        data.append(contentsOf: Array("\n".utf8))
        return data
    }
}

/// Compares dotted version numbers (`2.10` > `2.9`; missing parts are 0).
enum AppVersion {
    static func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        let left = parts(lhs), right = parts(rhs)
        for index in 0..<max(left.count, right.count) {
            let a = index < left.count ? left[index] : 0, b = index < right.count ? right[index] : 0
            if a != b { return a < b ? .orderedAscending : .orderedDescending }
        }
        return .orderedSame
    }

    private static func parts(_ version: String) -> [Int] {
        version.split(separator: ".").map { Int($0.prefix(9).filter(\.isNumber)) ?? 0 }
    }
}
