// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation
public import Lingo
import LingoFormats
public import LingoRemote
import LingoToolFormats
import LingoUtilities

/// What `lingo pack` and `lingo keygen` do: build a signed over-the-air update that any static
/// host can serve, and make the key pair that signs it.
public enum UpdatePacker: Sendable {
    /// The private key's file name in the folder `lingo keygen` writes.
    public static let privateKeyFileName = UpdateKeyFile.privateKeyFileName
    /// The public key's file name in the folder `lingo keygen` writes.
    public static let publicKeyFileName = UpdateKeyFile.publicKeyFileName

    /// What to pack.
    public struct Request: Sendable {
        /// The resources folder: `<lang>.lproj` folders and `.xcstrings` catalogs.
        public var resources: URL
        /// Where the servable update is written.
        public var output: URL
        /// The update's version (larger is newer).
        public var version: Int
        /// The private key file.
        public var keyFile: URL
        /// The lowest app version the update is for.
        public var minimumAppVersion: String? = nil
        /// The highest app version the update is for.
        public var maximumAppVersion: String? = nil
        /// The app's bundled resources: when set, only the tables that differ from them are
        /// packed, and what they ship never blocks the update.
        public var base: URL? = nil
        /// Packs a revoked manifest (the kill switch) with no files.
        public var revoke = false
        /// The app the update is for (written into the manifest: apps with another app id, or
        /// none, refuse it); `nil` for an update that names no app.
        public var appID: String? = nil
        /// The app's development language, which every translation is checked against; when
        /// `nil`, the catalogs' source language, else `en` when the resources have it.
        public var developmentLanguage: LanguageTag? = nil
        /// Signs even entries an app would refuse: they are in the summary's
        /// ``Summary/shippedProblems`` instead of failing the pack (an app that does not ship
        /// the same values refuses the update).
        public var signWithProblems = false
        /// When the manifest expires (``UpdateManifest/expires``): apps refuse it afterwards and
        /// stop showing it; `nil` for never. Must be later than now.
        public var expires: Date? = nil
        /// The update last published, a `manifest.json` or the folder holding one: the new
        /// version must be above its version (a revoke: not below it) and within
        /// ``UpdateManifest/maximumVersionStep`` of it. `nil`: `output`'s manifest, if any.
        public var previous: URL? = nil
        /// Allows a version more than ``UpdateManifest/maximumVersionStep`` above the previous
        /// one (a change of numbering, such as from a counter to dates).
        public var allowsVersionJump = false

        /// A request to pack `resources` into `output` as update `version`, signed with the
        /// private key in `keyFile`; the other properties are optional.
        public init(resources: URL, output: URL, version: Int, keyFile: URL) {
            self.resources = resources
            self.output = output
            self.version = version
            self.keyFile = keyFile
        }
    }

    /// What ``pack(_:)`` wrote.
    public struct Summary: Sendable, Hashable, CustomStringConvertible {
        /// The manifest written and signed.
        public let manifest: UpdateManifest
        /// With ``Request/signWithProblems``: what was signed although an app refuses it unless
        /// it ships the same values already, each as `<lang>.lproj/<Table>: "key": what`, the
        /// problems that break texts at run time (placeholders) first.
        public let shippedProblems: [String]

        public var description: String {
            let languages = manifest.languages.map(\.description).joined(separator: ", ")
            return "update \(manifest.version): \(manifest.files.count) files"
                + (languages.isEmpty ? "" : " (\(languages))") + (manifest.revoked ? ", revoked" : "")
        }
    }

    /// Writes a new key pair into `folder`: ``privateKeyFileName`` (mode 0600) and
    /// ``publicKeyFileName`` (mode 0644). A folder that does not exist is created with mode 0700.
    ///
    /// The private key file is created with mode 0600 from the start and only if no file (nor a
    /// symbolic link) has its name (`open` with `O_CREAT | O_EXCL`): no other user can open it
    /// while it is written, and a key is never overwritten. Its contents are flushed to disk
    /// before the public key is written.
    ///
    /// - Throws: ``UpdatePackError/unwritable(path:reason:)`` when a key file exists already
    ///   or cannot be written (nothing is left behind then).
    @discardableResult
    public static func generateKeys(in folder: URL) throws -> (privateKey: URL, publicKey: URL) {
        let privateURL = folder.appendingPathComponent(privateKeyFileName)
        let publicURL = folder.appendingPathComponent(publicKeyFileName)
        let key = UpdatePrivateKey()
        let publicKey = try key.publicKey()
        if mkdir(folder.path, 0o700) != 0, errno != EEXIST {
            do {
                try FileManager.default.createDirectory(
                    at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw UpdatePackError.unwritable(path: folder.path, reason: FileFailure.reason(for: error))
            }
        }
        try createExclusively(privateURL, contents: UpdateKeyFile.privateKeyText(key), mode: 0o600)
        do {
            try createExclusively(publicURL, contents: publicKey.base64 + "\n", mode: 0o644)
        } catch {
            unlink(privateURL.path)
            throw error
        }
        return (privateURL, publicURL)
    }

    /// Creates the file `url` with `mode`, refusing an existing file or link of that name, and
    /// writes and flushes `contents`; on failure the file is removed.
    private static func createExclusively(_ url: URL, contents: String, mode: mode_t) throws {
        do throws(FileFailure) {
            try AtomicFile.create(Data(contents.utf8), at: url, mode: mode)
        } catch {
            let reason = error.code == EEXIST ? "exists already; a key is never overwritten" : error.reason
            throw UpdatePackError.unwritable(path: url.path, reason: reason)
        }
    }

    /// Packs the tables of `request.resources` into `request.output`: the tables in Apple's
    /// formats (catalogs are written as `.strings` and `.stringsdict`), `manifest.json` and
    /// `manifest.json.sig`.
    ///
    /// Nothing is signed that the app would refuse: every entry is checked first, as the update
    /// client checks it (the policy the client and `lingo pack` share), against the development
    /// language of `request.base` (the app's bundled resources) or, without one, of
    /// `request.resources`. With a base, a problem blocks unless the base ships the same value
    /// for the key in the same language. Without one, every problem blocks: what the app ships
    /// is not known. With ``Request/signWithProblems``, nothing blocks, and the problems are in
    /// the summary's ``Summary/shippedProblems``.
    ///
    /// - Returns: The manifest written, with a description for people.
    /// - Throws: ``UpdatePackError/refused(_:)`` with every problem that blocks;
    ///   ``UpdatePackError`` when a folder cannot be read or written, or the key is unreadable.
    @discardableResult
    public static func pack(_ request: Request) throws -> Summary {
        try checkVersion(of: request)
        if let expires = request.expires, expires <= Date() {
            throw UpdatePackError.invalidInput(
                "the update would expire at \(UpdateDate.text(expires)), which has passed: every app would refuse it")
        }
        let key = try UpdatePrivateKey(contentsOf: request.keyFile)
        var shippedProblems = [String]()
        if !request.revoke {
            let problems = try problems(in: request)
            if request.signWithProblems {
                shippedProblems = problems
            } else if !problems.isEmpty {
                throw UpdatePackError.refused(problems)
            }
        }
        var files = request.revoke ? [:] : try tables(in: request.resources)
        if let base = request.base, !request.revoke {
            let bundled = try tables(in: base)
            files = files.filter { bundled[$0.key] != $0.value }
        }
        try checkLimits(files)
        var entries = [UpdateManifest.File]()
        var languages = Set<LanguageTag>()
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            languages.insert(try UpdateManifest.checkPath(path))
            entries.append(UpdateManifest.File(path: path, size: data.count, sha256: sha256Hex(data)))
            try write(data, to: request.output.appendingPathComponent(path))
        }
        let manifest = UpdateManifest(
            version: request.version, minimumAppVersion: request.minimumAppVersion,
            maximumAppVersion: request.maximumAppVersion, revoked: request.revoke, appID: request.appID,
            languages: languages.sorted(), files: entries, expires: request.expires)
        let data = manifest.encoded()
        let signature = try key.signature(for: data)
        try write(data, to: request.output.appendingPathComponent(UpdateManifest.fileName))
        try write(
            Data((Data(signature).base64EncodedString() + "\n").utf8),
            to: request.output.appendingPathComponent(UpdateManifest.signatureFileName))
        return Summary(manifest: manifest, shippedProblems: shippedProblems)
    }

    /// The SHA-256 of `data` in lowercase hex, as a manifest lists it.
    public static func sha256Hex(_ data: Data) -> String {
        UpdateDigest.sha256Hex(data)
    }

    /// Every table of `resources` by update path (`<lang>.lproj/<Table>.strings`): the language
    /// folders and String Catalogs ``ResourceFolder`` finds (not `Base.lproj`, nor folders that
    /// are no language such as `qqq.lproj`; catalogs at the top and in `mul.lproj`).
    static func tables(in resources: URL) throws -> [String: Data] {
        let folder: ResourceFolder
        do {
            folder = try ResourceFolder(scanning: resources)
        } catch {
            throw UpdatePackError.unreadable(path: resources.path, reason: FileFailure.reason(for: error))
        }
        if let (path, reason) = folder.unreadable.first ?? folder.unreadableTables.first {
            throw UpdatePackError.unreadable(path: path, reason: reason)
        }
        var result = [String: Data]()
        var packed = Set<LanguageTag>()
        for lproj in folder.lprojFolders {
            // Base.lproj is no language; of several folders of one language (`diq.lproj` and
            // `zza.lproj`), the first by name: the app shows its texts first, and the bundle
            // answers the keys only the others have.
            guard let tag = lproj.kind.tag, packed.insert(tag).inserted else { continue }
            for file in lproj.tables {
                switch LocalizationFile.read(file.url) {
                case .success(let data): result["\(tag).lproj/\(file.name)"] = data
                case .failure:
                    throw UpdatePackError.unreadable(
                        path: file.url.path,
                        reason: LocalizationFile.problem(at: file.url.path) ?? "the file could not be read")
                }
            }
        }
        for url in folder.catalogs {
            let table = url.deletingPathExtension().lastPathComponent
            guard case .success(let data) = LocalizationFile.read(url) else {
                throw UpdatePackError.unreadable(
                    path: url.path, reason: LocalizationFile.problem(at: url.path) ?? "the file could not be read")
            }
            let catalog = StringCatalog.parse(data, path: url.path)
            for files in catalog.tableFiles() {
                guard let tag = LprojFolder(name: files.language).tag else { continue }
                if let strings = files.strings, result["\(tag).lproj/\(table).strings"] == nil {
                    result["\(tag).lproj/\(table).strings"] = strings.render()
                }
                if let dictionary = files.stringsDict, result["\(tag).lproj/\(table).stringsdict"] == nil {
                    result["\(tag).lproj/\(table).stringsdict"] = dictionary.render()
                }
            }
        }
        return result
    }

    private static func write(_ data: Data, to url: URL) throws {
        do throws(FileFailure) {
            try AtomicFile.write(data, to: url)
        } catch {
            throw UpdatePackError.unwritable(path: error.path, reason: error.reason)
        }
    }
}
