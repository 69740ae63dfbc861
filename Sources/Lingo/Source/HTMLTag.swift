// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// What "an HTML tag" in a localized text is: the one answer `lingo lint`'s `markup-mismatch`
/// and the pseudo-language (which leaves tags as they are) share.
///
/// A tag is `<`, an optional `/`, an ASCII letter, letters and digits, then `>`, `/>` or white
/// space and attributes up to `>` on the same line with no `<` inside: `<b>`, `</a>`,
/// `<a href="...">`, `<br/>`. `a < b`, `<3` and `<%@>` are not tags.
package enum HTMLTag {
    /// The tag starting at `start` (where `scalars[start]` is `<`): its name lowercased, with a
    /// leading `/` when it closes and a trailing `/` when it closes itself (`b`, `/b`, `br/`),
    /// and the index after its `>`; `nil` when no tag starts there.
    package static func tag(in scalars: [Unicode.Scalar], at start: Int) -> (name: String, end: Int)? {
        guard start < scalars.count, scalars[start] == "<" else { return nil }
        var index = start + 1
        var name = ""
        if index < scalars.count, scalars[index] == "/" {
            name = "/"
            index += 1
        }
        guard index < scalars.count, isLetter(scalars[index]) else { return nil }
        while index < scalars.count, isLetter(scalars[index]) || ("0"..."9").contains(scalars[index]) {
            name.unicodeScalars.append(scalars[index])
            index += 1
        }
        guard index < scalars.count else { return nil }
        // Attributes up to '>', on the same tag (no '<' inside).
        var end = index
        while end < scalars.count, scalars[end] != ">" {
            if scalars[end] == "<" || scalars[end] == "\n" { return nil }
            end += 1
        }
        guard end < scalars.count else { return nil }
        if scalars[index] != ">", scalars[index] != "/", !scalars[index].properties.isWhitespace { return nil }
        if end > start, scalars[end - 1] == "/" { name += "/" }
        return (name.lowercased(), end + 1)
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
