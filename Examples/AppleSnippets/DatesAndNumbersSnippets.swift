// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

// DatesAndNumbers.md's AppKit code, as the article writes it (SettingsView: SwiftUISnippets.swift).
#if canImport(AppKit) && canImport(SwiftUI)
import AppKit
import Lingo
import SwiftUI

/// The root view reads the localizer in its body, so `\.locale` follows every switch.
@MainActor
func makeSettingsHost(localizer: Localizer) -> NSView {
    let host = NSHostingView(
        rootView: SettingsView().localizer(localizer))
    return host
}
#endif
