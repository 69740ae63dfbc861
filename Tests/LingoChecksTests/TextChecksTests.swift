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
}
