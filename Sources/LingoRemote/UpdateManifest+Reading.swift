// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation
public import Lingo
import LingoFormats

extension UpdateManifest {
    /// Reads a manifest. Never traps: anything but a well-formed manifest within the limits
    /// (``maximumManifestSize``, ``maximumFileCount``, ``maximumFileSize``) and with safe paths
    /// is rejected.
    ///
    /// Read only a manifest whose signature was checked; this reader is also hardened for
    /// unsigned input (it is fuzzed).
    ///
    /// The JSON must be exactly one manifest: a duplicate key (anywhere), a field of the wrong
    /// type (`"revoked": "true"`) or any other problem the reader reports refuses it.
    ///
    /// - Throws: ``UpdateRejection`` of kind `malformedManifest`, `unsupportedFormat`,
    ///   `badPath` or `sizeMismatch`.
    public static func parse(_ data: Data) throws(UpdateRejection) -> UpdateManifest {
        guard data.count <= maximumManifestSize else {
            throw UpdateRejection(
                .sizeMismatch, "the manifest has \(data.count) bytes, more than \(maximumManifestSize)")
        }
        let document = JSONDocument.parse(data, path: fileName)
        // Any problem refuses the manifest, warnings too: a duplicate key could be read as
        // either of its values.
        if let problem = document.diagnostics.first {
            throw UpdateRejection(.malformedManifest, "\(problem)")
        }
        guard case .object(let root)? = document.root else {
            throw UpdateRejection(.malformedManifest, "the manifest is not a JSON object")
        }
        let format = try integer(root["format"], "format")
        guard format == formatVersion else {
            throw UpdateRejection(.unsupportedFormat, "format \(format); this library reads format \(formatVersion)")
        }
        let version = try integer(root["version"], "version")
        guard version <= maximumVersion else {
            throw UpdateRejection(
                .malformedManifest, "version \(version) is above \(maximumVersion), the highest accepted")
        }
        let revoked: Bool
        switch root["revoked"] {
        case nil: revoked = false
        case .bool(let value)?: revoked = value
        default: throw UpdateRejection(.malformedManifest, "\"revoked\" is not true or false")
        }
        guard case .array(let languageValues)? = root["languages"] else {
            throw UpdateRejection(.malformedManifest, "\"languages\" is not an array")
        }
        var languages = [LanguageTag]()
        for value in languageValues.prefix(1000) {
            guard let text = value.stringValue, let tag = try? LanguageTag(parsing: text) else {
                throw UpdateRejection(.malformedManifest, "\"languages\" holds something that is not a language tag")
            }
            languages.append(tag)
        }
        guard case .array(let fileValues)? = root["files"] else {
            throw UpdateRejection(.malformedManifest, "\"files\" is not an array")
        }
        guard fileValues.count <= maximumFileCount else {
            throw UpdateRejection(.malformedManifest, "\(fileValues.count) files, more than \(maximumFileCount)")
        }
        var files = [File]()
        var seen = Set<String>()
        for value in fileValues {
            let file = try Self.file(value, languages: languages)
            guard seen.insert(file.path.lowercased()).inserted else {
                throw UpdateRejection(.badPath, "\(file.path) is listed twice")
            }
            files.append(file)
        }
        let total = files.reduce(0) { $0 + $1.size }
        guard total <= maximumUpdateSize else {
            throw UpdateRejection(
                .sizeMismatch, "the files have \(total) bytes together; the limit is \(maximumUpdateSize)")
        }
        return UpdateManifest(
            format: format, version: version, minimumAppVersion: try optionalString(root, "minimumAppVersion"),
            maximumAppVersion: try optionalString(root, "maximumAppVersion"), revoked: revoked,
            appID: try optionalString(root, "appID"),
            languages: languages, files: files, expires: try optionalDate(root, "expires"))
    }

    private static func file(_ value: JSONValue, languages: [LanguageTag]) throws(UpdateRejection) -> File {
        guard let path = value["path"]?.stringValue else {
            throw UpdateRejection(.malformedManifest, "a file has no \"path\"")
        }
        let size = try integer(value["size"], "size")
        guard size >= 0, size <= maximumFileSize else {
            throw UpdateRejection(.sizeMismatch, "\(path) declares \(size) bytes; the limit is \(maximumFileSize)")
        }
        guard let hash = value["sha256"]?.stringValue, hash.utf8.count == 64,
            hash.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) })
        else {
            throw UpdateRejection(.malformedManifest, "\(path) has no lowercase hex \"sha256\" of 64 digits")
        }
        let language = try checkPath(path)
        guard languages.contains(language) else {
            throw UpdateRejection(.badPath, "\(path) is in a language the manifest does not list")
        }
        return File(path: path, size: size, sha256: hash)
    }

    /// The language of a safe update path, `<lang>.lproj/<Table>.strings` or `.stringsdict`.
    ///
    /// - Throws: ``UpdateRejection`` of kind `badPath` for anything else: `..`, an absolute
    ///   path, hidden files, back slashes, control characters, other extensions or depths.
    public static func checkPath(_ path: String) throws(UpdateRejection) -> LanguageTag {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.hasPrefix("/"), components.count == 2,
            path.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0 != "\\" && $0 != ":" && $0.value != 0x7F }),
            components.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") && $0.utf8.count <= 200 })
        else {
            throw UpdateRejection(
                .badPath, "\(path.debugDescription) is not a <lang>.lproj/<Table>.strings path inside the update")
        }
        // The rules every reader shares: an `.lproj` name in any letter case that stands for a
        // language (not `qqq`, `mul`, `und` or `Base`), and a table file in it.
        let folder = components[0], name = components[1]
        guard case .table = LocalizationDiscovery.role(ofFileNamed: name, inFolderNamed: folder),
            let language = LprojFolder(name: String(folder)).tag
        else {
            throw UpdateRejection(
                .badPath, "\(path.debugDescription) is not a <lang>.lproj/<Table>.strings path inside the update")
        }
        return language
    }

    private static func integer(_ value: JSONValue?, _ name: String) throws(UpdateRejection) -> Int {
        guard let value, let integer = value.intValue else {
            throw UpdateRejection(.malformedManifest, "\"\(name)\" is not an integer")
        }
        return integer
    }

    private static func optionalDate(_ root: JSONObject, _ name: String) throws(UpdateRejection) -> Date? {
        guard let text = try optionalString(root, name) else { return nil }
        guard let date = UpdateDate.parse(text) else {
            throw UpdateRejection(
                .malformedManifest, "\"\(name)\" is not a UTC date such as 2027-01-31T00:00:00Z")
        }
        return date
    }

    private static func optionalString(_ root: JSONObject, _ name: String) throws(UpdateRejection) -> String? {
        switch root[name] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        default: throw UpdateRejection(.malformedManifest, "\"\(name)\" is not a string")
        }
    }
}
