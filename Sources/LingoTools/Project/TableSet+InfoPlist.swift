// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo
import LingoChecks

extension TableSet.Table {
    /// Whether a table named `name` translates `Info.plist` keys (`InfoPlist`,
    /// `QEMULauncher-InfoPlist`, `Info-RemotePlist`): its source texts are the `Info.plist`
    /// values, not a development-language table.
    static func isInfoPlist(named name: String) -> Bool {
        name.hasSuffix("Plist")
    }
}

extension TableEntries {
    /// The texts of `table` in its folder's language.
    init(_ table: LanguageTable) {
        self.init(strings: table.strings, stringsDict: table.stringsDict)
    }
}
