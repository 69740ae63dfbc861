// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The languages the shared corpora hold, as their files name them.
public enum CorpusLanguages {
    /// Every language name found under `../shared/corpora`, sorted and without duplicates: the
    /// stems of `.lproj` folders (`pt-br`, `zh_Hans`, `Base`, `qqq` as written), the folders of
    /// the XLIFF corpus (`pt-BR`), and the source and localization languages of every String
    /// Catalog. Callers decide which names are languages (`LprojFolder`).
    public static func names() throws -> [String] {
        var names = Set<String>()
        let corpora = SharedData.corpora
        guard let enumerator = FileManager.default.enumerator(at: corpora, includingPropertiesForKeys: nil) else {
            return []
        }
        for case let url as URL in enumerator {
            switch url.pathExtension {
            case "lproj":
                names.insert(url.deletingPathExtension().lastPathComponent)
            case "xliff":
                names.insert(url.deletingLastPathComponent().lastPathComponent)
            case "xcstrings":
                names.formUnion(try catalogLanguages(url))
            default:
                continue
            }
        }
        return names.sorted()
    }

    /// A String Catalog's source language and the languages of its localizations.
    private static func catalogLanguages(_ url: URL) throws -> Set<String> {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        guard let catalog = object as? [String: Any] else { return [] }
        var names = Set<String>()
        if let source = catalog["sourceLanguage"] as? String { names.insert(source) }
        for case let entry as [String: Any] in (catalog["strings"] as? [String: Any] ?? [:]).values {
            names.formUnion((entry["localizations"] as? [String: Any] ?? [:]).keys)
        }
        return names
    }
}
