// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo
import LingoChecks
import Testing

@Suite struct TextChecksTests {
    @Test func theWhiteSpaceListIsUnicodesProperty() {
        // Every scalar: the lint's list gives what the standard library's Unicode data does.
        var differing = [UInt32]()
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if BlankText.isWhiteSpace(scalar) != scalar.properties.isWhitespace { differing.append(value) }
        }
        #expect(differing.isEmpty, "\(differing.map { String($0, radix: 16) })")
    }

    @Test func invisibleIsTheUnicodeDefinitionForEveryScalar() {
        // The shortcuts over common blocks give what the property lookup gives: control or
        // format characters, default-ignorable code points and the braille blank are invisible.
        var differing = [UInt32]()
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            let expected =
                value == 0x2800 || properties.generalCategory == .control || properties.generalCategory == .format
                || properties.isDefaultIgnorableCodePoint
            if BlankText.isInvisible(scalar) != expected { differing.append(value) }
        }
        #expect(differing.isEmpty, "\(differing.prefix(20).map { String($0, radix: 16) })")
    }
}
