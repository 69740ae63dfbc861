// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo
import Testing

@Suite struct SystemLanguagesTests {
    @Test(
        arguments: [
            (["LANG": "zh_TW.UTF-8"], ["zh-TW"]),
            (["LANG": "zh_HK.UTF-8"], ["zh-HK"]),
            (["LANG": "pt_BR"], ["pt-BR"]),
            (["LANG": "C"], []),
            (["LANG": "POSIX"], []),
            (["LANG": "C.UTF-8"], []),
            ([:], []),
            (["LANG": "sr_RS@latin"], ["sr-Latn-RS"]),
            (["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"], ["fr-FR"]),
            (["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8", "LC_ALL": "ja_JP.UTF-8"], ["ja-JP"]),
            (["LANG": "de_DE.UTF-8", "LANGUAGE": "ko:en_GB:en"], ["ko", "en-GB", "en", "de-DE"]),
            (["LANG": "C", "LANGUAGE": "ko:en"], []),
            (["LANG": "", "LC_ALL": "", "LANGUAGE": "ko"], []),
            (["LANG": "en_US.UTF-8", "LANGUAGE": "::bad value:fr"], ["fr", "en-US"]),
        ] as [([String: String], [String])])
    func posixEnvironment(environment: [String: String], expected: [String]) {
        let tags = SystemLanguages.environment(environment).languages
        #expect(tags.map(\.identifier) == expected)
    }
}
