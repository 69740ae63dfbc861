// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

extension StringCatalog {
    /// What a `%#@name@` placeholder stands for: one argument of the format, shown through its
    /// own (plural) variations.
    ///
    /// In the forms, `%arg` stands for the argument itself.
    public struct Substitution: Sendable, Hashable {
        /// The 1-based position of the argument in the format's arguments; `nil` when the file
        /// omits it (Xcode omits it when the placeholder's position gives it).
        public var argNum: Int?
        /// The printf conversion of the argument without its `%` (`lld`, `@`, `lf`).
        public var formatSpecifier: String?
        /// The forms.
        public var variations: Variations?
        /// Fields Lingo does not know (or could not read as the expected type), written back as read.
        package var extraFields: JSONObject
        /// Where the substitution's name is in the file it was read from. Not part of its identity.
        @NotCompared public var location: SourceLocation?

        /// Creates a substitution.
        public init(argNum: Int? = nil, formatSpecifier: String? = nil, variations: Variations? = nil) {
            self.init(argNum: argNum, formatSpecifier: formatSpecifier, variations: variations, extraFields: [:])
        }

        /// The same, with the fields Lingo does not know (read from a file, written back as read).
        package init(argNum: Int?, formatSpecifier: String?, variations: Variations?, extraFields: JSONObject) {
            self.argNum = argNum
            self.formatSpecifier = formatSpecifier
            self.variations = variations
            self.extraFields = extraFields
        }
    }
}

extension StringCatalog.Substitution {
    /// The conversion `%arg` stands for when a substitution has no `formatSpecifier`: a 64-bit
    /// integer, the type of the counts Xcode's plural substitutions take.
    package static let defaultFormatSpecifier = "lld"

    /// `form` (one of a substitution's forms) with each `%arg` spelled as the placeholder of the
    /// substitution's argument: `%<argument>$<specifier>`, or `%<specifier>` without an argument
    /// number; the specifier is ``defaultFormatSpecifier`` when `specifier` is `nil`. The one
    /// expansion of `%arg` that the runtime and `lingo convert` share.
    package static func expandingArgument(in form: String, specifier: String?, argument: Int?) -> String {
        guard form.contains("%arg") else { return form }
        let conversion = specifier ?? defaultFormatSpecifier
        let spelled = argument.map { "%\($0)$\(conversion)" } ?? "%\(conversion)"
        return form.components(separatedBy: "%arg").joined(separator: spelled)
    }
}
