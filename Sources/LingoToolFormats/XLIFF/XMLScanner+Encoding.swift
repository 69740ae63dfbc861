// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

extension XMLScanner {
    /// UTF-16 text with a byte order mark, as UTF-8 (with a UTF-8 byte order mark, so offsets
    /// map to the transcoded text); anything else as it is.
    static func transcoded(_ data: [UInt8]) -> [UInt8] {
        let littleEndian = data.starts(with: [0xFF, 0xFE])
        guard littleEndian || data.starts(with: [0xFE, 0xFF]) else { return data }
        var units = [UInt16]()
        units.reserveCapacity(data.count / 2)
        var offset = 2
        while offset + 1 < data.count {
            let pair = (UInt16(data[offset]), UInt16(data[offset + 1]))
            units.append(littleEndian ? pair.0 | pair.1 << 8 : pair.0 << 8 | pair.1)
            offset += 2
        }
        var result: [UInt8] = [0xEF, 0xBB, 0xBF]
        var iterator = units.makeIterator()
        var decoder = UTF16()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): result += Array(String(Character(scalar)).utf8)
            case .emptyInput: break loop
            case .error: result += [0xFF]  // reported as invalid by validPrefix
            }
        }
        if data.count % 2 == 1 { result.append(0xFF) }
        return result
    }

    /// How many leading bytes are well-formed UTF-8 made of characters XML allows, and what is
    /// wrong with the byte after them (`nil` when all are).
    static func validPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> (Int, String?) {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                if lead < 0x20, lead != 0x09, lead != 0x0A, lead != 0x0D {
                    return (index, "the control character U+\(hex(UInt32(lead))) is not allowed in XML")
                }
                index += 1
                continue
            }
            let length: Int
            var value: UInt32
            switch lead {
            case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
            case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
            case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
            default: return (index, "invalid UTF-8: byte 0x\(hex(UInt32(lead)))")
            }
            guard index + length <= count else { return (index, "invalid UTF-8: the file ends inside a character") }
            for offset in 1..<length {
                let byte = bytes[index + offset]
                guard byte & 0xC0 == 0x80 else {
                    return (index, "invalid UTF-8: byte 0x\(hex(UInt32(byte))) inside a character")
                }
                value = value << 6 | UInt32(byte & 0x3F)
            }
            let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
            guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else {
                return (index, "invalid UTF-8: an overlong or out-of-range sequence")
            }
            guard isXMLCharacter(value) else { return (index, "U+\(hex(value)) is not allowed in XML") }
            index += length
        }
        return (count, nil)
    }

    /// XML 1.0's `Char` production.
    static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
