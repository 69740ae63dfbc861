// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

package import Lingo

/// One `<name>.lproj` folder of a ``TableSet``: what its name stands for and where it is.
package struct LanguageFolder: Hashable, Sendable, CustomStringConvertible {
    /// The folder's name as on disk, such as `zh_Hans.lproj`.
    package var name: String
    /// The folder's path, as the project was given.
    package var path: String
    /// What the name stands for: a language, `Base`, or neither (`qqq`, an invalid name).
    package var kind: LprojFolder

    /// Creates a folder from its path.
    ///
    /// - Parameter path: The path of the `.lproj` folder.
    package init(path: String) {
        self.path = path
        self.name = path.split(separator: "/").last.map(String.init) ?? path
        self.kind = LprojFolder(name: name)
    }

    /// The language, when the folder is a localization.
    package var tag: LanguageTag? { kind.tag }

    /// The name findings use for the folder's language: the normalized tag (`zh_hans.lproj` →
    /// `zh-Hans`), `Base`, or the name without `.lproj` for names that are no language (`qqq`).
    package var language: String {
        switch kind {
        case .localization(let tag): tag.identifier
        case .base: "Base"
        case .notALanguage, .invalid: stem
        }
    }

    /// Whether the folder holds a language to compare with the development language (not
    /// `Base`, `qqq`, `mul` or an invalid name).
    package var isLanguage: Bool { tag != nil }

    /// The name without `.lproj`.
    package var stem: String {
        name.lowercased().hasSuffix(".lproj") ? String(name.dropLast(6)) : name
    }

    /// The folder's name.
    package var description: String { name }
}
