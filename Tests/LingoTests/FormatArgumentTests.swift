// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import TestSupport
import Testing

@Suite struct FormatArgumentTests {
    private struct Point: CustomStringConvertible {
        var description: String { "(1, 2)" }
    }

    @Test func classification() {
        let table: [(Any, FormatArgument)] = [
            (42, FormatArgument.signed(42)), (Int8(-3), .signed(-3)), (Int16.min, .signed(-32768)),
            (Int32.max, .signed(2_147_483_647)), (Int64.min, .signed(Int64.min)), (UInt(7), .signed(7)),
            (UInt8(255), .signed(255)), (UInt64.max, .unsigned(UInt64.max)), (true, .signed(1)), (false, .signed(0)),
            (2.5, .float(2.5)), (Float(1.5), .float(1.5)), (CGFloat(0.25), .float(0.25)),
            (Decimal(string: "1.25")!, .float(1.25)),
            (NSNumber(value: 2.5), .float(2.5)), (NSNumber(value: UInt64.max), .unsigned(UInt64.max)),
            (NSNumber(value: -4), .signed(-4)), (NSNumber(value: true), .signed(1)),
            ("text", .text("text")), (Substring("sub"), .text("sub")), (Character("c"), .text("c")),
            (Unicode.Scalar(0x263A)!, .text("☺")), (NSString(string: "ns"), .text("ns")),
            (NSNull(), .null), (Int?.none as Any, .null), (Optional(Optional(5)) as Any, .signed(5)),
            (Point(), .object("(1, 2)")), ([1, 2], .object("[1, 2]")),
        ]
        for (value, expected) in table {
            #expect(FormatArgument(value) == expected, "\(type(of: value)): \(value)")
        }
    }

    @Test func pointersKeepTheirAddress() {
        let raw = UnsafeRawPointer(bitPattern: 0xABC0)!
        #expect(FormatArgument(raw) == .pointer(0xABC0))
        #expect(FormatArgument(UnsafeMutableRawPointer(bitPattern: 0x10)!) == .pointer(0x10))
        #expect(FormatArgument(OpaquePointer(bitPattern: 0x20)!) == .pointer(0x20))
        #expect(FormatRenderer().render("%p %12p|", raw, raw).string == "0xabc0       0xabc0|")
    }

    @Test func everyNumberTypeFormats() {
        let values: [Any] = [
            42, Int8(42), Int16(42), Int32(42), Int64(42), UInt(42), UInt8(42), UInt16(42), UInt32(42), UInt64(42),
            42.0, Float(42), CGFloat(42), Decimal(42), NSNumber(value: 42),
        ]
        for value in values {
            let result = FormatRenderer().render("%d|%5.1f|%x|%@", value, value, value, value)
            #expect(result.string.hasPrefix("42| 42.0|2a|42"), "\(type(of: value)): \(result.string)")
            #expect(result.issues.isEmpty, "\(type(of: value)): \(result.issues)")
        }
    }
}
