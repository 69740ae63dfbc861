import Foundation

/// Writing to the terminal.
enum Terminal {
    /// Writes `text` to standard output as is.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes a line to standard error.
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// How a command ends: the process's exit status.
enum ExitStatus: Int32 {
    /// Nothing wrong.
    case success = 0
    /// Findings at error level (or warnings with `--strict`).
    case failure = 1
    /// Bad arguments, or files that cannot be read or written.
    case usageOrIO = 2
}

/// Words for summary lines.
enum Summary {
    /// `1 file`, `3 files`.
    static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
