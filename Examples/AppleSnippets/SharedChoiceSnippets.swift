// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

// OneChoiceForTheWholeApp.md's code, as the article writes it (see AppLocalizer.swift). The
// widget recipe needs WidgetKit, which tvOS does not have.
#if canImport(WidgetKit)
import Foundation
import Lingo
import WidgetKit

extension LocalizedStringResource {
    /// What Xcode generates for the String Catalog key `settingsTitle`.
    static var settingsTitle: LocalizedStringResource {
        LocalizedStringResource("settingsTitle", defaultValue: "Settings", table: "Localizable")
    }
}

enum SharedChoiceSnippets {
    static func appGroupLocalizer() throws -> Localizer {
        let localizer = try Localizer(
            resources: Bundle.main.bundleURL,
            developmentLanguage: "en",
            store: .userDefaults(suiteName: "group.com.example.app"))
        return localizer
    }

    static func reloadWidgets(following localizer: Localizer) -> LanguageObservation {
        let token = localizer.observe { _ in
            WidgetCenter.shared.reloadAllTimelines()
        }
        return token
    }

    static func strings(_ localizer: Localizer, count: Int) -> [String] {
        let title = localizer.string(.settingsTitle)
        let resource = localizer.resource("inbox.count \(count)")
        let text = String(localized: resource)
        return [title, text]
    }
}
#endif
