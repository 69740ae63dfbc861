// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoTools
import Testing

@Suite struct GlobTests {
    @Test(arguments: [
        ("**/qqq.lproj/**", "Wikipedia/Localizations/qqq.lproj/Localizable.strings", true),
        ("**/qqq.lproj/**", "qqq.lproj/Localizable.strings", true),
        ("**/qqq.lproj/**", "Wikipedia/Localizations/fr.lproj/Localizable.strings", false),
        ("App/*.xcstrings", "App/Localizable.xcstrings", true),
        ("App/*.xcstrings", "App/Sub/Localizable.xcstrings", false),
        ("App/**/*.xcstrings", "App/Localizable.xcstrings", true),
        ("App/**/*.xcstrings", "App/A/B/Localizable.xcstrings", true),
        ("*.stringsdict", "a/b/fr.lproj/Localizable.stringsdict", true),
        ("*.stringsdict", "a/b/fr.lproj/Localizable.strings", false),
        ("Platform/??.lproj/*", "Platform/fr.lproj/Localizable.strings", true),
        ("Platform/??.lproj/*", "Platform/es-419.lproj/Localizable.strings", false),
        ("Pods/**", "Pods", true),
        ("Pods/**", "Podsx/a", false),
    ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected, "\(pattern) vs \(path)")
    }
}
