// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import TestSupport
import Testing

/// `%s` and `%S` with C strings print their text (issue 13: `%s` printed the pointer's address
/// and reported "expected cString, given UnsafeMutablePointer<Int8>").
@Suite struct FormatCStringTests {
    @Test func cStringsOfEveryPointerTypeRenderAsText() {
        "Grüße".withCString { (pointer: UnsafePointer<CChar>) in
            let mutable = UnsafeMutablePointer(mutating: pointer)
            let optional: UnsafePointer<CChar>? = pointer
            let optionalMutable: UnsafeMutablePointer<CChar>? = mutable
            let bytes = UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self)
            let arguments: [Any] = [
                pointer, mutable, optional as Any, optionalMutable as Any, bytes,
                UnsafeMutablePointer(mutating: bytes),
            ]
            for argument in arguments {
                let result = FormatRenderer().render(
                    "[%s|%7s|%-7s|%.3s]", arguments: Array(repeating: argument, count: 4))
                #expect(result.string == "[Grüße|  Grüße|Grüße  |Grü]", "\(type(of: argument))")
                #expect(result.issues.isEmpty, "\(type(of: argument)): \(result.issues)")
            }
        }
    }

    @Test func wideCStringsRenderAsText() {
        let units: [UInt16] = Array("日本語".utf16) + [0]
        units.withUnsafeBufferPointer { buffer in
            let pointer = buffer.baseAddress!
            let result = FormatRenderer().render("%S|%S", pointer, UnsafeMutablePointer(mutating: pointer))
            #expect(result.string == "日本語|日本語")
            #expect(result.issues.isEmpty)
        }
    }

    @Test func cStringsThroughALocalizedRendererAndPositionalArguments() {
        strdup("fichier").map { pointer in
            defer { free(pointer) }
            let german = FormatRenderer(symbols: NumberSymbols(for: "de"))
            let result = german.render("%2$s: %1$d", 1234, pointer)
            #expect(result.string == "fichier: 1.234")
            #expect(result.issues.isEmpty)
        }
    }

    /// Through a localizer, with C variadic arguments, as an app passes them.
    @Test func cStringsThroughALocalizer() throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        let text = "Mia".withCString { localizer.format("%s has %d files", $0, 1234) }
        #expect(text == "Mia has 1,234 files")
    }

    @Test func otherPointersAndNilStillReportAMismatch() {
        let none: UnsafePointer<CChar>? = nil
        let result = FormatRenderer().render("%s", none as Any)
        #expect(result.string == "nil")
        #expect(result.issues.map(\.kind) == [.nilArgument])
        var number = 42
        withUnsafeMutablePointer(to: &number) { pointer in
            let other = FormatRenderer().render("%s", pointer)
            #expect(other.issues.map(\.kind) == [.typeMismatch])
        }
    }
}
