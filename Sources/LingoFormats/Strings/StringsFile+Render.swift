import Foundation

extension StringsFile {
    /// Writes the entries as a UTF-8 `.strings` file, in order, each comment as `/* ... */`
    /// on the line before its entry (as `// ...` when it contains `*/`; a multi-line comment
    /// containing `*/` is the one thing that cannot survive: it is written with `* /`).
    ///
    /// Quotes, backslashes and control characters are escaped; everything else is written as is,
    /// so `StringsFile.parse(file.render(), path: p) == file`.
    public func render() -> Data {
        var output = ""
        output.reserveCapacity(entries.count * 64)
        for (position, entry) in entries.enumerated() {
            if let comment = entry.comment {
                if position > 0 { output += "\n" }
                if !comment.contains("*/") {
                    output += "/* \(comment) */\n"
                } else if !comment.contains(where: \.isNewline) {
                    output += "// \(comment)\n"  // `*/` would end a block comment early.
                } else {
                    output += "/* \(comment.replacingOccurrences(of: "*/", with: "* /")) */\n"
                }
            }
            output += "\""
            Self.appendEscaped(entry.key, to: &output)
            output += "\" = \""
            Self.appendEscaped(entry.value, to: &output)
            output += "\";\n"
        }
        return Data(output.utf8)
    }

    /// Appends `text` with the escapes a quoted `.strings` string needs.
    static func appendEscaped(_ text: String, to output: inout String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    output += "\\U" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
    }
}
