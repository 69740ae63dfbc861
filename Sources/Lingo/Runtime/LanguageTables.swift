// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import CLingoAtomics
import Foundation
import LingoFormats
import LingoUtilities

/// The tables of one language: table name → table, from its `.lproj` folders (`.strings`
/// and `.stringsdict`) and the String Catalogs.
///
/// Made ``deferred(language:directory:device:)``, the files are read on the first use of
/// ``tables`` or ``diagnostics`` (the development language's tables, read on the first key the
/// language in use lacks); copies share what was read.
struct LanguageTables: Sendable {
    /// What was read.
    struct Contents: Sendable {
        var tables: [String: StringTable]
        var diagnostics: [Diagnostic]
    }

    /// The contents, read once, on first use.
    final class Storage: Sendable {
        private let contents = AtomicLazy<Contents>()
        private let load: @Sendable () -> Contents
        private let loaded = AtomicFlag(false)

        init(_ load: @escaping @Sendable () -> Contents) {
            self.load = load
        }

        var value: Contents {
            contents.value {
                let made = load()
                loaded.set(true)
                return made
            }
        }

        var isLoaded: Bool { loaded.value }
    }

    private var storage: Storage

    /// Table name (`Localizable`, `InfoPlist`, ...) → table. Where files disagree, a
    /// `.stringsdict` entry wins over the same key in `.strings` (Apple's precedence), and
    /// `.lproj` files win over catalogs.
    var tables: [String: StringTable] {
        get { storage.value.tables }
        set {
            let diagnostics = self.diagnostics
            storage = Storage { Contents(tables: newValue, diagnostics: diagnostics) }
        }
    }

    /// Problems found in the files.
    var diagnostics: [Diagnostic] { storage.value.diagnostics }

    /// Whether the files have been read.
    var isLoaded: Bool { storage.isLoaded }

    /// Reads the tables of `language` from `directory` now.
    init(language: LanguageTag, directory: ResourceDirectory, device: DeviceClass) {
        let contents = Self.read(language: language, directory: directory, device: device)
        storage = Storage { contents }
        _ = storage.value
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// Tables built already (an over-the-air update's).
    init(tables: [String: StringTable], diagnostics: [Diagnostic] = []) {
        let contents = Contents(tables: tables, diagnostics: diagnostics)
        storage = Storage { contents }
    }

    /// The tables of `language`, read from `directory` the first time they are used.
    static func deferred(language: LanguageTag, directory: ResourceDirectory, device: DeviceClass) -> LanguageTables {
        LanguageTables(storage: Storage { read(language: language, directory: directory, device: device) })
    }

    /// Reads the tables of `language` from `directory`. A file that cannot be read is reported
    /// and skipped; a file with errors contributes every entry that could be read.
    private static func read(language: LanguageTag, directory: ResourceDirectory, device: DeviceClass) -> Contents {
        var sources = [String: [StringTable.Source]]()
        var diagnostics = [Diagnostic]()
        func add(_ list: [(key: String, value: LocalizedValue)], to table: String) {
            sources[table, default: []].append(.entries(list))
        }

        for files in directory.tableFiles[language] ?? [] {
            for file in files where file.format == .stringsDict {
                switch LocalizationFile.read(file.url, checked: true) {
                case .success(let data):
                    let parsed = StringsDictFile.parse(data, path: file.url.path)
                    diagnostics += parsed.diagnostics.filter { $0.severity == .error }
                    add(
                        parsed.entries.compactMap { entry in
                            LocalizedValue(LocalizationEntry(entry), device: device, isSource: false).map {
                                (entry.key, $0)
                            }
                        }, to: file.table)
                case .failure(let diagnostic):
                    diagnostics.append(diagnostic)
                }
            }
            for file in files where file.format == .strings {
                switch LocalizationFile.read(file.url, checked: true) {
                case .success(let data):
                    let (pairs, problems) = StringsFile.readPairs(data, path: file.url.path)
                    diagnostics += problems
                    sources[file.table, default: []].append(.strings(pairs))
                case .failure(let diagnostic):
                    diagnostics.append(diagnostic)
                }
            }
        }
        for catalog in directory.catalogs {
            guard let spelling = catalog.languages[language] else { continue }
            let isSource = spelling == catalog.catalog.sourceLanguage
            var list = [(key: String, value: LocalizedValue)]()
            list.reserveCapacity(catalog.catalog.entries.count)
            let fileStart = SourceLocation(file: catalog.catalog.path, line: 1, column: 1)
            for (key, entry) in catalog.catalog.entries {
                guard let localization = entry.localizations[spelling] else {
                    // The source language shows a key it has no localization for as itself.
                    if isSource { list.append((key, .text(key))) }
                    continue
                }
                let source = LocalizationEntry(
                    key: key, location: entry.location ?? fileStart, localization: localization)
                if let value = LocalizedValue(source, device: device, isSource: isSource) { list.append((key, value)) }
            }
            add(list, to: catalog.table)
        }
        // The parsed pairs are dropped here: a table keeps its keys as bytes, once, and its
        // values side by side (see StringTable), so the parsing garbage is freed in runs.
        let contents = Contents(tables: sources.mapValues { StringTable(sources: $0) }, diagnostics: diagnostics)
        sources = [:]
        clingo_release_free_memory()
        return contents
    }
}
