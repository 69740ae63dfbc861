// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import Observation

extension Localizer {
    /// Lays `overlay` over the bundled tables (or removes the overlay when `nil`), key by key.
    ///
    /// The snapshot of the language in use is rebuilt with the overlay and published in one
    /// store, so a lookup sees either the old tables or the new ones, never half of each, and
    /// takes no lock. Observers are told as for a switch (the old and the new language are the
    /// same). Snapshots of other languages are rebuilt when next used.
    package func installOverlay(_ overlay: TableOverlay?) {
        switchLock.lock()
        defer { switchLock.unlock() }
        loader.install(overlay ?? .empty)
        targets.removeAll()
        let choice = targets.inUse
        let language = choice.selection.language
        let snapshot = snapshot(for: language)
        registrar.withMutation(of: self, keyPath: \.language) {
            current.store(snapshot)
        }
        notify(
            LanguageChangeNotice(
                LanguageChange(
                    oldLanguage: language, newLanguage: language, preference: choice.preference,
                    selection: choice.selection)))
    }

    /// The overlay in use (``TableOverlay/empty`` when none).
    package var installedOverlay: TableOverlay {
        loader.overlay
    }

    /// The bundled tables of `language` as the runtime reads them (read now if never read, and
    /// kept): what an update is checked against. Without any overlay.
    package func bundledTables(of language: LanguageTag) -> BundledTables {
        BundledTables(tables: loader.bundledTables(of: language))
    }

    /// Tells the issue handler about a problem with an over-the-air update.
    package func reportUpdateIssue(_ reason: String) {
        report(.update(reason: reason))
    }
}
