// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoUtilities
import Observation

extension Localizer {
    /// Lays `overlay` over the bundled tables (or removes the overlay when `nil`), key by key.
    ///
    /// The snapshot of the language in use is rebuilt with the overlay and published in one
    /// store, so a lookup sees either the old tables or the new ones, never half of each, and
    /// takes no lock. Observers are told as for a switch, with the reason
    /// ``LanguageChange/Reason/contentUpdate`` (the old and the new language are the same).
    /// Snapshots of other languages are rebuilt when next used.
    package func installOverlay(_ overlay: TableOverlay?) {
        let outcome = switching.withLock { state in
            loader.install(overlay ?? .empty)
            state.targets.removeAll()
            return republishLanguageInUse(in: &state)
        }
        finish(outcome)
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
    package func reportUpdateIssue(_ issue: UpdateIssue) {
        report(.update(issue))
    }
}
