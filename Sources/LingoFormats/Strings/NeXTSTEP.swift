// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// The NeXTSTEP character set, which Apple's `.strings` reader uses for octal escapes
/// (`\341` is "Æ" there, not "á" as in Latin-1).
enum NeXTSTEP {
    /// The Unicode scalar for a NeXTSTEP byte. Bytes below 0x80 are ASCII.
    static func scalar(for byte: UInt8) -> UInt32 {
        byte < 0x80 ? UInt32(byte) : UInt32(upperHalf[Int(byte) - 0x80])
    }

    /// 0x80...0xFF, from the Unicode Consortium's NEXTSTEP.TXT mapping, in byte order (all in
    /// the Basic Multilingual Plane; U+00A0 and U+FFFD escaped so that they show).
    private static let upperHalf: [UInt16] = Array(
        "\u{A0}ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖÙÚÛÜÝÞµ×÷©¡¢£⁄¥ƒ§¤'“«‹›ﬁﬂ®–†‡·¦¶•‚„”»…‰¬¿¹ˋ´ˆ˜¯˘˙¨²˚¸³˝˛ˇ—±¼½¾àáâãäåçèéêëìÆíªîïðñŁØŒºòóôõöæùúûıüýłøœßþÿ\u{FFFD}\u{FFFD}"
            .utf16)
}
