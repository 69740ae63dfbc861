// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a `Bundle` that follows a localizer answers: the platform-neutral logic behind the
/// Apple `Bundle` subclasses of ``Localizer/bundle`` and ``Localizer/overrideMainBundle()``.
///
/// The subclasses only forward to it, and fall back to `Bundle`'s own answer where it says
/// `nil`, so what they answer is tested on every platform.
struct BundleBridge: Sendable {
    /// The localizer the bundle answers with.
    let localizer: Localizer

    /// `Bundle.localizedString(forKey:value:table:)` as Foundation documents it: a `nil` or
    /// empty table is `Localizable`; a key no language of the chain has gives `value`, or the
    /// key itself when `value` is `nil` or empty.
    func localizedString(forKey key: String, value: String?, table: String?) -> String {
        let table = table.flatMap { $0.isEmpty ? nil : $0 }
        let fallback = value.flatMap { $0.isEmpty ? nil : $0 }
        return localizer.string(key, table: table, default: fallback)
    }

    /// Whether Lingo reads `table` itself: some language of the chain has a table of that name
    /// (a `nil` or empty name is the default table). For any other table an Apple bundle asks
    /// Foundation, in the localizer's languages where the system can (iOS 18.4, macOS 15.4).
    func readsTable(_ table: String?) -> Bool {
        let name = table.flatMap { $0.isEmpty ? nil : $0 } ?? LocalizationDiscovery.defaultTableName
        return localizer.withSnapshot { $0.tables[name] != nil }
    }

    /// The localizations Foundation is asked in for a table Lingo does not read: the fallback
    /// chain of the language in use, best first (`["zh-Hant-HK", "zh-Hant", "en"]`).
    var localizations: [String] {
        localizer.fallbackChain.map(\.identifier)
    }

    /// `Bundle.url(forResource:withExtension:subdirectory:)`: the resource along the
    /// localizer's chain, or `nil` to let `Bundle` answer (no name, or nothing found).
    func url(forResource name: String?, withExtension ext: String?, subdirectory: String?) -> URL? {
        guard let name, !name.isEmpty else { return nil }
        return localizer.url(forResource: name, withExtension: ext, subdirectory: subdirectory)
    }

    /// `Bundle.path(forResource:ofType:)`: the path of ``url(forResource:withExtension:subdirectory:)``.
    func path(forResource name: String?, ofType ext: String?) -> String? {
        url(forResource: name, withExtension: ext, subdirectory: nil)?.path
    }

    /// `Bundle.preferredLocalizations`: the localization in use, as Foundation answers for a
    /// bundle whose best match is that one.
    var preferredLocalizations: [String] {
        [localizer.language.identifier]
    }
}
