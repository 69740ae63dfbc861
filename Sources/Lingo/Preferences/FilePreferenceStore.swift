// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation
import LingoUtilities

/// A preference stored as a small JSON file, written atomically (a temporary file renamed over
/// the old one), so a crash mid-write never leaves a half-written preference.
///
/// When the file is a symbolic link (a dotfile manager's), the file it leads to is replaced and
/// the link stays; a link to a file not made yet creates it in the folder the link leads to. A
/// link in a loop, or into a folder that does not exist, makes ``save(_:)`` throw.
///
/// The file may be shared with other processes: a ``Localizer`` watches its folder (the folder
/// of the file a link leads to, made if missing) and follows another process's switch, telling
/// its observers with the reason ``LanguageChange/Reason/anotherProcess``. Processes that switch
/// at once end with the last write's choice; a reader sees one whole preference.
///
/// The file looks like `{"language":"zh-Hant","mode":"explicit","version":1}`.
public struct FilePreferenceStore: PreferenceStore {
    /// Where the preference lives.
    public let url: URL

    /// Creates a store for the file at `url`; its folder is created on the first save.
    public init(url: URL) {
        self.url = url
    }

    /// `$XDG_CONFIG_HOME/<name>/language.json`, or `~/.config/<name>/language.json`.
    ///
    /// - Parameters:
    ///   - name: A folder name for the app; defaults to the program's name.
    ///   - environment: Where `XDG_CONFIG_HOME` and `HOME` are read; the process's by default.
    public static func defaultURL(
        appName name: String = ProcessInfo.processInfo.processName,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        let base: URL
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            base = URL(fileURLWithPath: config, isDirectory: true)
        } else if let home = environment["HOME"], !home.isEmpty {
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".config", isDirectory: true)
        } else {
            base = URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true).appendingPathComponent(
                ".config", isDirectory: true)
        }
        return base.appendingPathComponent(name, isDirectory: true).appendingPathComponent("language.json")
    }

    private struct Contents: Codable {
        var version: Int
        var preference: LanguagePreference

        init(preference: LanguagePreference) {
            self.version = 1
            self.preference = preference
        }

        private enum CodingKeys: String, CodingKey { case version }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            version = try container.decode(Int.self, forKey: .version)
            preference = try LanguagePreference(from: decoder)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(version, forKey: .version)
            try preference.encode(to: encoder)
        }
    }

    public func load() throws -> LanguagePreference? {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return nil
        } catch {
            if !FileManager.default.fileExists(atPath: url.path) { return nil }
            throw PreferenceStoreError(
                "cannot read the language preference at \(url.path): \(FileFailure.reason(for: error))")
        }
        do {
            let contents = try JSONDecoder().decode(Contents.self, from: data)
            guard contents.version == 1 else {
                throw PreferenceStoreError("unsupported version \(contents.version)")
            }
            return contents.preference
        } catch {
            throw PreferenceStoreError(
                "the language preference at \(url.path) is corrupt (\(error)); following the system")
        }
    }

    public func save(_ preference: LanguagePreference) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            let data = try encoder.encode(Contents(preference: preference))
            try AtomicFile.write(data, to: url)
        } catch let error as AtomicFile.Failure {
            throw PreferenceStoreError("cannot save the language preference to \(url.path): \(error)")
        } catch {
            throw PreferenceStoreError(
                "cannot save the language preference to \(url.path): \(FileFailure.reason(for: error))")
        }
    }
}
