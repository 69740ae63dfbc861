// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

// The call sites of XcodeGeneratedSymbols.md, against XcodeSymbols+Generated.swift (what
// `lingo gen --xcode-symbols` writes for Tests/LingoToolsTests/Fixtures/XcodeSymbols).
#if canImport(Darwin)
import Foundation
import Lingo
import SwiftUI

struct XcodeSymbolsView: View {
    let count: Int

    var body: some View {
        VStack {
            Text(.settings)
            Text(.itemsCount(count))
            Text(.Paywall.paywallTitle)
        }
    }

    func subtitles(localizer: Localizer) -> [String] {
        let subtitle = String(localized: .itemsCount(count))
        let text = localizer.string(.itemsCount(count))
        return [subtitle, text]
    }
}
#endif
