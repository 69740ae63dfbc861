// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo

// Prints what the accessors LingoGenPlugin generated return, one per line, in French.
guard let resources = Bundle.module.url(forResource: "Resources", withExtension: nil) else {
    fatalError("Resources missing from the bundle")
}
let localizer = try Localizer(resources: resources, developmentLanguage: "en", store: .inMemory(),
                              systemLanguages: .fixed(["fr"]))
let strings = L10n(localizer)
print("settings.title=" + strings.settings.title)
print("greeting=" + strings.greeting("Mia"))
print("files.count=" + strings.files.count(3))
print("done=" + strings.done)
