// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

// SwiftUI.md's code, as the article writes it (see AppLocalizer.swift).
#if canImport(SwiftUI)
import Lingo
import SwiftUI

struct LingoApp: App {   // mark it @main in your app
    var body: some Scene {
        WindowGroup {
            SettingsView().localizer(AppLocalizer.shared)
        }
    }
}

struct SettingsView: View {
    @Environment(\.localizer) private var localizer

    var body: some View {
        if let localizer {
            Form {
                Text(localizer.string("settings.title")).font(.headline)
                Text(localizer.format("inbox.count", 3))
                LanguagePicker(localizer: localizer)
            }
        }
    }
}

struct LanguagePicker: View {
    let localizer: Localizer

    var body: some View {
        Picker(localizer.string("settings.language"), selection: choice) {
            Text(localizer.string("settings.followSystem"))
                .tag(LanguageTag?.none)
            ForEach(
                localizer.availableLanguages,
                id: \.self
            ) { language in
                Text(language.nativeName).tag(Optional(language))
            }
        }
    }

    private var choice: Binding<LanguageTag?> {
        Binding(
            get: { localizer.preference.explicitLanguage },
            set: { language in
                if let language {
                    // An available language: cannot fail.
                    try? localizer.setLanguage(language)
                } else {
                    localizer.followSystem()
                }
            }
        )
    }
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View {
        ForEach(
            ["en", "ko", "ar"] as [LanguageTag],
            id: \.self
        ) { language in
            SettingsView()
                .localizer(
                    try! Localizer(
                        resources: Bundle.main.bundleURL,
                        developmentLanguage: "en",
                        store: .inMemory(.explicit(language))
                    )
                )
                .previewDisplayName(language.nativeName)
        }
    }
}
#endif
