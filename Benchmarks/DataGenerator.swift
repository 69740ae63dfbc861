// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats

/// Generates the benchmark's localization files in a temporary folder: 5,000-key tables in
/// en, zh-Hans, zh-Hant (UTF-16, as many real projects store them) and ko, plus one
/// 50,000-key table (fr), with realistic keys and values.
struct BenchmarkData {
    let root: URL
    /// The resources folder with the .lproj folders.
    let resources: URL
    /// Keys present in every language.
    let keys: [String]
    /// Keys present only in the development language (en).
    let fallbackKeys: [String]
    /// Keys present nowhere.
    let missingKeys: [String]
    /// The key → value tables written, by language.
    let tables: [String: [String: String]]
    /// The 50,000-key table's keys.
    let largeKeys: [String]
    static let largeLanguage = "fr"

    /// A `.stringsdict` plural key in `en`: "%d new message(s)".
    static let pluralKey = "inbox.unread.count"
    /// A `.strings` key in `en` with one number: "%d files".
    static let numberKey = "files.count"
    /// The generated `.stringsdict` (2,000 plural keys) and String Catalog (5,000 keys in four
    /// languages), for the parsing benchmarks.
    let stringsDictURL: URL
    let catalogURL: URL

    static let keyCount = 5_000
    static let largeKeyCount = 50_000

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: root)
        resources = root.appendingPathComponent("Resources")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)

        var generator = SeededGenerator(seed: 2026)
        var keys = [String]()
        var seen = Set<String>()
        while keys.count < Self.keyCount + 500 {
            let key = Self.makeKey(&generator)
            if seen.insert(key).inserted { keys.append(key) }
        }
        let shared = Array(keys.prefix(Self.keyCount - 500))
        let englishOnly = Array(keys[(Self.keyCount - 500)..<Self.keyCount])
        self.keys = shared
        self.fallbackKeys = englishOnly
        self.missingKeys = (0..<500).map { "missing.key.\($0).not.translated" }

        var tables = [String: [String: String]]()
        let english = Dictionary(uniqueKeysWithValues: (shared + englishOnly).map { ($0, Self.sentence(Self.englishWords, &generator, separator: " ")) })
        tables["en"] = english
        tables["zh-Hans"] = Dictionary(uniqueKeysWithValues: shared.map { ($0, Self.sentence(Self.simplifiedWords, &generator, separator: "")) })
        tables["zh-Hant"] = Dictionary(uniqueKeysWithValues: shared.map { ($0, Self.sentence(Self.traditionalWords, &generator, separator: "")) })
        tables["ko"] = Dictionary(uniqueKeysWithValues: shared.map { ($0, Self.sentence(Self.koreanWords, &generator, separator: " ")) })
        var large = [String: String]()
        var largeKeys = [String]()
        while large.count < Self.largeKeyCount {
            let key = Self.makeKey(&generator) + ".\(large.count)"
            large[key] = Self.sentence(Self.frenchWords, &generator, separator: " ")
            largeKeys.append(key)
        }
        tables[Self.largeLanguage] = large
        self.largeKeys = largeKeys

        tables["en"]![Self.numberKey] = "%d files"
        self.tables = tables
        for (language, table) in tables {
            let folder = resources.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var orderedKeys = language == Self.largeLanguage ? largeKeys : (shared + englishOnly).filter { table[$0] != nil }
            if language == "en" { orderedKeys.append(Self.numberKey) }
            let file = StringsFile(entries: orderedKeys.map { StringsFile.Entry(key: $0, value: table[$0]!) })
            var data = file.render()
            if language == "zh-Hant" {
                // UTF-16 with a byte order mark, as Xcode's older defaults wrote.
                data = Data([0xFF, 0xFE]) + String(decoding: data, as: UTF8.self).data(using: .utf16LittleEndian)!
            }
            try data.write(to: folder.appendingPathComponent("Localizable.strings"))
        }
        (stringsDictURL, catalogURL) = try Self.writeStructuredFiles(resources: resources, keys: shared + englishOnly, tables: tables)
    }

    /// Writes `en.lproj/Localizable.stringsdict` with ``pluralKey`` and 2,000 other plural
    /// keys, and a String Catalog `Bench.xcstrings` of 5,000 keys in en, zh-Hans, zh-Hant and ko.
    private static func writeStructuredFiles(resources: URL, keys: [String], tables: [String: [String: String]]) throws -> (URL, URL) {
        var plist = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"
            + "<plist version=\"1.0\">\n<dict>\n"
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        }
        for key in [Self.pluralKey] + keys.prefix(2_000) {
            let one = key == Self.pluralKey ? "%d new message" : escape("%d " + (tables["en"]?[key] ?? key))
            let other = key == Self.pluralKey ? "%d new messages" : one + "s"
            // Other names than the .strings keys, so the lookup benchmarks read plain strings.
            let name = key == Self.pluralKey ? key : "plural." + key
            plist += "\t<key>\(escape(name))</key>\n\t<dict>\n"
                + "\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@count@</string>\n"
                + "\t\t<key>count</key>\n\t\t<dict>\n"
                + "\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
                + "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>d</string>\n"
                + "\t\t\t<key>one</key>\n\t\t\t<string>\(one)</string>\n"
                + "\t\t\t<key>other</key>\n\t\t\t<string>\(other)</string>\n"
                + "\t\t</dict>\n\t</dict>\n"
        }
        plist += "</dict>\n</plist>\n"
        let stringsDict = resources.appendingPathComponent("en.lproj/Localizable.stringsdict")
        try Data(plist.utf8).write(to: stringsDict)

        var strings = [String: Any]()
        for key in keys.prefix(5_000) {
            var localizations = [String: Any]()
            for language in ["en", "zh-Hans", "zh-Hant", "ko"] {
                guard let value = tables[language]?[key] else { continue }
                localizations[language] = ["stringUnit": ["state": "translated", "value": value]]
            }
            strings[key] = ["localizations": localizations]
        }
        let catalog: [String: Any] = ["sourceLanguage": "en", "strings": strings, "version": "1.0"]
        // Xcode writes catalogs with these options.
        let json = try JSONSerialization.data(withJSONObject: catalog, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        let catalogURL = resources.deletingLastPathComponent().appendingPathComponent("Bench.xcstrings")
        try json.write(to: catalogURL)
        return (stringsDict, catalogURL)
    }

    /// A copy of the resources folder under a fresh path, so Foundation's bundle cache and
    /// Lingo's snapshot cache both start cold.
    func freshCopy(_ index: Int) throws -> URL {
        let copy = root.appendingPathComponent("Copy-\(index)-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: resources, to: copy)
        return copy
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    private static func makeKey(_ generator: inout SeededGenerator) -> String {
        let screens = ["settings", "inbox", "profile", "chat", "onboarding", "payment", "search", "account", "privacy", "notifications", "media", "share"]
        let parts = ["title", "subtitle", "button", "label", "placeholder", "error", "hint", "alert", "footer", "header", "caption", "empty"]
        let items = ["save", "cancel", "delete", "retry", "continue", "edit", "done", "next", "back", "confirm", "upload", "download"]
        return "\(screens.randomElement(using: &generator)!).\(parts.randomElement(using: &generator)!).\(items.randomElement(using: &generator)!).\(Int.random(in: 0..<100_000, using: &generator))"
    }

    private static func sentence(_ words: [String], _ generator: inout SeededGenerator, separator: String) -> String {
        let count = Int.random(in: 2...9, using: &generator)
        return (0..<count).map { _ in words.randomElement(using: &generator)! }.joined(separator: separator)
    }

    private static let englishWords = ["Save", "changes", "before", "leaving", "your", "profile", "message", "could", "not", "be", "sent", "try", "again", "later", "settings", "account", "privacy", "notifications", "download", "photos", "and", "videos", "new", "delete", "this", "conversation", "%@", "%d", "items"]
    private static let simplifiedWords = ["保存", "更改", "离开", "之前", "你的", "个人资料", "消息", "无法", "发送", "请", "稍后", "再试", "设置", "账户", "隐私", "通知", "下载", "照片", "和", "视频", "新", "删除", "此", "对话"]
    private static let traditionalWords = ["儲存", "變更", "離開", "之前", "你的", "個人資料", "訊息", "無法", "傳送", "請", "稍後", "再試", "設定", "帳號", "隱私", "通知", "下載", "相片", "和", "影片", "新", "刪除", "此", "對話"]
    private static let koreanWords = ["변경", "사항을", "저장", "하기", "전에", "프로필", "메시지를", "보낼", "수", "없습니다", "나중에", "다시", "시도하세요", "설정", "계정", "개인정보", "알림", "사진", "동영상", "삭제"]
    private static let frenchWords = ["Enregistrer", "les", "modifications", "avant", "de", "quitter", "votre", "profil", "message", "impossible", "d’envoyer", "réessayez", "plus", "tard", "réglages", "compte", "confidentialité", "notifications", "télécharger", "photos", "vidéos", "supprimer", "cette", "conversation"]
}

/// A small deterministic random number generator (SplitMix64), so every run uses the same data.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
