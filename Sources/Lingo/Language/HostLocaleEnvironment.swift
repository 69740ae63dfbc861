// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Whether Foundation's locale machinery can be asked anything in this process.
///
/// On Linux, Foundation's ICU takes its default locale from `LC_ALL`, `LC_MESSAGES` or `LANG`
/// (the first that is set) the first time any locale data is opened, and crashes (SIGSEGV in
/// `swift_locale_get_default`) when that locale's language field is 12 characters or more
/// (ICU's `ULOC_LANG_CAPACITY`): `LANG=abcdefghijkl`, `LANG=x_abcdefghij`. Lingo writes numbers
/// from its own CLDR tables, so only the display names it takes from Foundation need this
/// check: with such an environment they fall back to the tag's identifier. Elsewhere these
/// variables do not set Foundation's default locale, and the check only matters for such
/// values.
enum HostLocaleEnvironment {
    /// Whether the process's environment lets Foundation open locale data; read once.
    static let isUsable: Bool = isUsable(ProcessInfo.processInfo.environment)

    /// Whether `environment` lets Foundation open locale data.
    static func isUsable(_ environment: [String: String]) -> Bool {
        guard
            let value = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap({ environment[$0] })
                .first(where: { !$0.isEmpty })
        else { return true }
        let name = value.prefix { $0 != "." && $0 != "@" }
        let subtags = name.split(separator: "_", maxSplits: 2, omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "-", omittingEmptySubsequences: false) }
        guard let first = subtags.first else { return true }
        var languageLength = first.utf8.count
        // ICU keeps a private-use or grandfathered prefix with the subtag after it: x-abc, i-abc.
        if ["x", "i"].contains(first.lowercased()), subtags.count > 1 {
            languageLength += 1 + subtags[1].utf8.count
        }
        return languageLength < 12
    }
}
