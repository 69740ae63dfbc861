// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats

/// The string literals of a project's Swift and Objective-C code: which `.strings` keys the app
/// has beyond its development-language tables.
///
/// Xcode's export adds to a `.strings` table the keys its compiler extracts from the code
/// (`NSLocalizedString("Address copied", comment: …)`, `Text("Done")`), which the
/// development-language file often lacks; their translations belong in the table. So a key is
/// the app's when a literal of the code is that key (an interpolated literal matches the key with
/// any placeholder where each interpolation is). Every literal counts, not only those of the
/// calls Lingo's scanner knows, so that a project's own wrappers (`"Done".localized`) count too.
/// When the project has no code to look at (an `.xcloc` package's `Source Contents`, a bare
/// resources folder), Xcode's export is the only list of keys, and every key counts.
struct CodeLiterals {
    /// Whether any Swift or Objective-C file was found.
    private(set) var hasCode = false
    private var texts = Set<String>()
    private var patterns = Set<String>()

    /// The literals of every `.swift`, `.m` and `.mm` file under `root`.
    init(root: String) {
        for path in XLIFFExportSources.files(under: root) {
            let lowered = path.lowercased()
            let isSwift = lowered.hasSuffix(".swift")
            guard isSwift || lowered.hasSuffix(".m") || lowered.hasSuffix(".mm"),
                let data = FileManager.default.contents(atPath: path)
            else { continue }
            hasCode = true
            let text = String(decoding: data, as: UTF8.self)
            if isSwift { addSwift(text) } else { addObjectiveC(text) }
        }
    }

    /// Whether `key` is the app's: a literal of the code is that key, or there is no code.
    func contains(_ key: String) -> Bool {
        !hasCode || texts.contains(key) || patterns.contains(SourceReference.pattern(of: key))
    }

    private mutating func addSwift(_ text: String) {
        for token in SwiftTokenizer.tokens(of: text) {
            guard case .string(let literal) = token.kind else { continue }
            if literal.hasInterpolation {
                patterns.insert(SourceReference.pattern(of: SwiftSourceScanner.key(of: literal)))
            } else {
                texts.insert(literal.plainText)
            }
        }
    }

    /// `@"…"` literals, with the escapes `\"`, `\\`, `\n`, `\t` resolved.
    private mutating func addObjectiveC(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index + 1 < scalars.count {
            guard scalars[index] == "@", scalars[index + 1] == "\"" else {
                index += 1
                continue
            }
            index += 2
            var literal = String.UnicodeScalarView()
            while index < scalars.count, scalars[index] != "\"", scalars[index] != "\n" {
                if scalars[index] == "\\", index + 1 < scalars.count {
                    index += 1
                    switch scalars[index] {
                    case "n": literal.append("\n")
                    case "t": literal.append("\t")
                    default: literal.append(scalars[index])
                    }
                } else {
                    literal.append(scalars[index])
                }
                index += 1
            }
            texts.insert(String(literal))
            index += 1
        }
    }
}
