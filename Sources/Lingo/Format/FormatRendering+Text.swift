// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

extension FormatRendering {
    /// `%@`: the argument's description (a string as is). Width and precision are ignored,
    /// as Foundation ignores them.
    mutating func appendObject(_ placeholder: FormatPlaceholder, _ value: Any, _ site: FormatSite) {
        if let string = value as? String {
            output += string
        } else if let description = formatDescription(of: value) {
            output += description
        } else {
            output += "nil"
            reportMismatch(placeholder, value, site)
        }
    }

    /// `%s %S`: text, cut to the precision (in characters) and padded to the width. Swift
    /// text, or a C string: `UnsafePointer<CChar>` or `UnsafeMutablePointer<CChar>` (optional
    /// or not) for `%s`, a NUL-terminated UTF-16 `UnsafePointer<unichar>` for `%S`.
    mutating func appendText(_ placeholder: FormatPlaceholder, _ value: Any, _ site: FormatSite, spec: FormatSpec) {
        var text: String
        switch FormatArgument(value) {
        case .text(let string):
            text = string
        default:
            if let string = Self.cStringText(value) {
                text = string
            } else {
                reportMismatch(placeholder, value, site)
                text = formatDescription(of: value) ?? "nil"
            }
        }
        if let precision = spec.precision, text.count > precision { text = String(text.prefix(precision)) }
        // Foundation ignores `0` for strings.
        appendPadded(text, spec: spec.withoutZeroPadding)
    }

    /// The text of a C string argument, read up to its NUL as C does (invalid UTF-8 is
    /// repaired); `nil` for anything else, and for a `nil` pointer.
    static func cStringText(_ value: Any) -> String? {
        if let optional = value as? any FormatOptional {
            guard let wrapped = optional.formatWrapped else { return nil }
            return cStringText(wrapped)
        }
        switch value {
        case let pointer as UnsafePointer<Int8>: return String(cString: pointer)
        case let pointer as UnsafeMutablePointer<Int8>: return String(cString: pointer)
        case let pointer as UnsafePointer<UInt8>: return String(cString: pointer)
        case let pointer as UnsafeMutablePointer<UInt8>: return String(cString: pointer)
        case let pointer as UnsafePointer<UInt16>: return String(decodingCString: pointer, as: UTF16.self)
        case let pointer as UnsafeMutablePointer<UInt16>: return String(decodingCString: pointer, as: UTF16.self)
        default: return nil
        }
    }

    /// `%c %C`: one character, from its code point (or a one-character string). `%C` ignores
    /// the width, as Foundation does.
    mutating func appendCharacter(
        _ placeholder: FormatPlaceholder, _ value: Any, _ site: FormatSite,
        spec: FormatSpec
    ) {
        var text: String
        switch FormatArgument(value) {
        case .signed(let code) where code >= 0 && code <= 0x10FFFF:
            text = Self.character(UInt32(code), placeholder, value, site, renderer: &self)
        case .unsigned(let code) where code <= 0x10FFFF:
            text = Self.character(UInt32(code), placeholder, value, site, renderer: &self)
        case .text(let string) where string.count == 1:
            text = string
        default:
            reportMismatch(placeholder, value, site)
            text = formatDescription(of: value) ?? "nil"
        }
        let width = placeholder.conversion == .wideCharacter ? nil : spec.width
        appendPadded(text, spec: FormatSpec(flags: spec.flags.subtracting(.zeroPad), width: width))
    }

    private static func character(
        _ code: UInt32, _ placeholder: FormatPlaceholder, _ value: Any, _ site: FormatSite,
        renderer: inout FormatRendering
    ) -> String {
        // C writes a NUL byte for 0, which Foundation drops.
        guard code != 0 else { return "" }
        guard let scalar = Unicode.Scalar(code) else {
            renderer.report(
                .typeMismatch, placeholder, variable: site.variable, index: site.index,
                expected: .character, actual: "\(formatTypeName(of: value)) (not a code point)")
            return "\u{FFFD}"
        }
        return String(scalar)
    }

    /// `%p`: `0x` and the address in hexadecimal, for raw pointers, `OpaquePointer` and
    /// integers. Nothing is ever dereferenced.
    mutating func appendPointer(_ placeholder: FormatPlaceholder, _ value: Any, _ site: FormatSite, spec: FormatSpec) {
        let address: UInt64
        switch FormatArgument(value) {
        case .pointer(let pointer): address = UInt64(pointer)
        case .signed(let value): address = UInt64(bitPattern: value)
        case .unsigned(let value): address = value
        default:
            reportMismatch(placeholder, value, site)
            return appendPadded(formatDescription(of: value) ?? "nil", spec: spec)
        }
        appendPadded("0x" + String(address, radix: 16), spec: spec.withoutZeroPadding)
    }

    /// Appends `text` padded with spaces to the width (on the right with `-`).
    mutating func appendPadded(_ text: String, spec: FormatSpec) {
        guard spec.width != nil else {
            output += text
            return
        }
        let padding = spec.padding(for: text.unicodeScalars.count)
        if spec.flags.contains(.leftAlign) {
            output += text
            appendSpaces(padding)
        } else {
            appendSpaces(padding)
            output += text
        }
    }

    mutating func appendSpaces(_ count: Int) {
        guard count > 0 else { return }
        output += String(repeating: " ", count: count)
    }
}
