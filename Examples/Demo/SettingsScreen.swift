// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo

/// The demo's one screen, drawn from the localizer's strings in the language in use.
struct SettingsScreen: Sendable {
    let localizer: Localizer

    /// The languages offered, in the order of their keys (1, 2, ...): the development
    /// language first, then the others by tag.
    var languages: [LanguageTag] {
        let all = localizer.availableLanguages
        return all.filter { $0 == localizer.developmentLanguage } + all.filter { $0 != localizer.developmentLanguage }
    }

    /// The parts of the screen, in the language in use.
    struct Parts {
        /// The app's name, a rule and the language's banner.
        var header: [String] = []
        /// The screen's title.
        var title = ""
        /// The sample texts.
        var samples: [String] = []
        /// "Language" above the list.
        var listTitle = ""
        /// One row per language, then the row of "follow the system".
        var list: [String] = []
        /// The row of the language in use in ``list``.
        var inUseRow = 0
        /// What is in use and how it was chosen.
        var status = ""
        /// The language's tag and the choice's details.
        var details: [String] = []
        /// Which keys do what.
        var hint = ""
    }

    /// The whole screen, as `--print` shows it.
    func render() -> String {
        let parts = self.parts()
        let lines = parts.header + [parts.title, ""] + parts.samples + ["", parts.listTitle] + parts.list
            + ["", parts.status] + parts.details
        return lines.joined(separator: "\n")
    }

    func parts() -> Parts {
        let l = localizer
        var parts = Parts()
        parts.header.append(l.infoPlistString("CFBundleDisplayName") ?? "Lingo")
        parts.header.append(String(repeating: "═", count: 40))
        // A picture per language: <lang>.lproj/banner.txt, found along the fallback chain.
        if let banner = l.data(forResource: "banner", withExtension: "txt") {
            parts.header += String(decoding: banner, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init).filter { !$0.isEmpty }
            parts.header.append("")
        }
        parts.title = l.string("settings.title")
        parts.samples = ["  " + l.format("greeting", l.string("sample.name")), "  " + l.format("inbox.count", 3)]
        parts.listTitle = l.string("settings.language")
        for (index, tag) in languages.enumerated() {
            let inUse = tag == l.language
            if inUse { parts.inUseRow = index }
            let own = tag.nativeName
            let inLanguageInUse = tag.displayName(in: l.language)
            let translated = inLanguageInUse == own ? "" : "  (\(inLanguageInUse))"
            let check = inUse ? "  ✓ " + l.string("settings.inUse") : ""
            parts.list.append(" \(inUse ? "▸" : " ") \(index + 1)  \(own)\(translated)\(check)")
        }
        parts.list.append(" \(l.preference == .system ? "▸" : " ") s  \(l.string("settings.followSystem"))")
        let chosenBy = switch l.selection.source {
        case .userChoice: l.string("chosen.user")
        case .system: l.string("chosen.system")
        case .developmentLanguage: l.string("chosen.development")
        }
        parts.status = "\(l.string("settings.inUse")): \(l.language.nativeName) — \(chosenBy)"
        parts.details = ["language: \(l.language)", "chosen by: \(l.selection)"]
        parts.hint = l.string("hint.keys")
        return parts
    }
}
