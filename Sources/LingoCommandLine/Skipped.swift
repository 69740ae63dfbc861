// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// Files a command found in its folders and could not read (a FIFO, a device, no permission):
/// it did its work without them and says so on standard error (`lingo lint` reports them as
/// findings instead).
enum Skipped {
    /// Prints one line per skipped file: `lingo stats: App/fr.lproj/L.strings:1:1: warning: …`.
    static func report(_ diagnostics: [Diagnostic], command: String) {
        var paths = DisplayPaths()
        for diagnostic in diagnostics { Terminal.error("lingo \(command): \(paths.relocate(diagnostic))") }
    }
}
