// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Writing to the terminal.
package enum Terminal {
    /// Writes `text` to standard output as is, from the string's own UTF-8 buffer (a JSON
    /// report of a large project is tens of megabytes: no copy).
    package static func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            guard let start = buffer.baseAddress else { return }
            let bytes = Data(
                bytesNoCopy: UnsafeMutableRawPointer(mutating: start), count: buffer.count, deallocator: .none)
            FileHandle.standardOutput.write(bytes)
        }
    }

    /// Writes a line to standard error.
    package static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// How a command ends: the process's exit status.
package enum ExitStatus: Int32, Sendable {
    /// Nothing wrong.
    case success = 0
    /// `lint`: findings at error level (or warnings with `--strict`); `convert`: the input has
    /// errors, so the output lacks what they hid.
    case failure = 1
    /// Bad arguments, files that cannot be read or written, nothing to lint or generate, or a
    /// development language the project has no texts in.
    case usageOrIO = 2
}
