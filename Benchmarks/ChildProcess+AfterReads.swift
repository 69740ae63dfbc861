// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import CBenchSupport

/// memory.rss.after-reads: what an app holds once it has shown every string of every language it
/// loaded — each subject loads every language and reads every key of it once, then malloc gives
/// back what it can (`malloc_trim`), and the figure is the growth of the resident set.
extension ChildProcess {
    /// The subjects of memory.rss.after-reads, Lingo's baseline (Foundation.Bundle) last.
    static let afterReadsSubjects = ["Lingo", "Dictionary", "Foundation.Bundle"]

    /// RSS growth after `subject` loaded `languages` from `resources` and read every key of each.
    static func rssAfterReads(subject: String, resources: URL, languages: [String]) throws -> Int {
        // The keys to read, and Foundation's file machinery, before the first measurement: every
        // subject holds the same key lists, so they are not part of any subject's figure.
        var keys = [String: [String]]()
        for language in languages {
            let url = resources.appendingPathComponent("\(language).lproj/Localizable.strings")
            keys[language] = StringsFile.parsePairs(try Data(contentsOf: url), path: url.path).pairs.map(\.key)
        }
        let warm = Bundle(path: FileManager.default.temporaryDirectory.path)
        blackHole(warm?.localizedString(forKey: "warm", value: nil, table: nil))
        _ = cbench_trim_heap()
        guard let before = residentBytes() else { throw CocoaError(.featureUnsupported) }
        let fileBefore = fileBackedBytes() ?? 0
        var keep = [AnyObject]()
        var total = 0
        switch subject {
        case "Lingo":
            let localizer = try Localizer(resources: resources, developmentLanguage: "en", store: .inMemory(),
                                          systemLanguages: .fixed([LanguageTag(languages[0])]))
            for language in languages {
                try localizer.setLanguage(LanguageTag(language))
                for key in keys[language]! { total &+= localizer.string(key).utf8.count }
            }
            keep.append(localizer)
        case "Dictionary":
            // The floor: one `[String: String]` per language, read from the file's pairs.
            var tables = [[String: String]]()
            for language in languages {
                let url = resources.appendingPathComponent("\(language).lproj/Localizable.strings")
                let pairs = StringsFile.parsePairs(try Data(contentsOf: url), path: url.path).pairs
                let table = Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
                for key in keys[language]! { total &+= table[key]!.utf8.count }
                tables.append(table)
            }
            keep.append(tables as AnyObject)
        case "Foundation.Bundle":
            for language in languages {
                let bundle = Bundle(path: resources.appendingPathComponent("\(language).lproj").path)!
                for key in keys[language]! {
                    total &+= bundle.localizedString(forKey: key, value: nil, table: nil).utf8.count
                }
                keep.append(bundle)
            }
        default:
            throw CocoaError(.featureUnsupported)
        }
        _ = cbench_trim_heap()
        let after = residentBytes()!
        if ProcessInfo.processInfo.environment["LINGO_BENCH_HEAP"] != nil {
            // For profiling: how much of the growth is file-backed (code pages the subject ran
            // for the first time) rather than memory of its own.
            let file = (fileBackedBytes() ?? 0) - fileBefore
            FileHandle.standardError.write(Data("\(subject): rss +\(after - before), file-backed +\(file)\n".utf8))
        }
        blackHole(total)
        blackHole(keep)
        blackHole(keys)
        return after - before
    }

    /// The file-backed part of the resident set (`shared` in `/proc/self/statm`) in bytes.
    static func fileBackedBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 2, let pages = Int(fields[2]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
