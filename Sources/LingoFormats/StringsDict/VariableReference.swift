// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// A `%#@name@` (or `%2$#@name@`) reference in a format string: the one scanner of variable
/// references that `.stringsdict` files, String Catalogs and ``FormatParser`` share.
///
/// A name is every character up to the next `@`, as Foundation reads it, and is not empty
/// (`%#@@` is no reference).
struct VariableReference: Equatable {
    /// The variable's name; `nil` when the reference is never closed by `@`.
    var name: String?
    /// The offset of the `%`, in UTF-8 bytes from the start of the string.
    var offset: Int

    /// Whether `scalar` can be part of a variable's name.
    static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "@"
    }

    /// The names of the closed references in `format`, in order.
    static func names(in format: String) -> [String] {
        scan(format).compactMap(\.name)
    }

    /// The references in `format`, in order. `%%` is a literal percent sign.
    static func scan(_ format: String) -> [VariableReference] {
        var format = format
        return format.withUTF8 { scan($0) }
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> [VariableReference] {
        var result = [VariableReference]()
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            let start = index
            index += 1
            guard index < bytes.count else { break }
            if bytes[index] == UInt8(ascii: "%") {
                index += 1
                continue
            }
            // An optional position: digits and `$`.
            var probe = index
            while probe < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[probe]) { probe += 1 }
            if probe > index, probe < bytes.count, bytes[probe] == UInt8(ascii: "$") { index = probe + 1 }
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "#"), bytes[index + 1] == UInt8(ascii: "@")
            else {
                continue
            }
            let nameStart = index + 2
            var nameEnd = nameStart
            while nameEnd < bytes.count, bytes[nameEnd] != UInt8(ascii: "@") { nameEnd += 1 }
            if nameEnd == nameStart {
                index = nameEnd + 1  // `%#@@`: not a reference
            } else if nameEnd < bytes.count {
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd]), as: UTF8.self)
                result.append(VariableReference(name: name, offset: start))
                index = nameEnd + 1
            } else {
                result.append(VariableReference(name: nil, offset: start))
                index = nameEnd
            }
        }
        return result
    }
}
