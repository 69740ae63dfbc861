// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

// The Apple-only code of the DocC articles SwiftUI.md and UIKitAndStoryboards.md, as they write
// it: compiled on Apple platforms (this target is empty elsewhere) and type-checked on Linux
// against the iOS and tvOS SDKs by Scripts/typecheck-apple.
#if canImport(Darwin)
import Foundation
import Lingo

enum AppLocalizer {
    // The app's own bundle is always readable, so this cannot throw.
    static let shared = try! Localizer(
        resources: Bundle.main.bundleURL,
        developmentLanguage: "en"
    )
}
#endif
