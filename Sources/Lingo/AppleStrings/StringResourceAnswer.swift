// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import Observation

/// What a localizer answers for one of Apple's string resources (a `LocalizedStringResource`,
/// an Xcode-generated String Catalog symbol), from its key and table: the platform-neutral half
/// of ``Localizer/string(_:)`` and ``Localizer/resource(_:table:)`` on Apple platforms.
enum StringResourceAnswer: Equatable, Sendable {
    /// Lingo's tables (the fallback chain and an over-the-air update applied) have a value that
    /// takes no argument: this text.
    case text(String)
    /// Foundation renders the resource for `language`: Lingo's value takes arguments (a
    /// placeholder or a plural), which only the resource holds (Foundation does not expose
    /// them), or no table has the key.
    case foundation(language: LanguageTag)
}

/// Where Foundation finds the language in use's strings for a resource Lingo makes.
struct StringResourceTarget: Equatable, Sendable {
    /// The language in use: the resource's locale.
    let language: LanguageTag
    /// A bundle folder holding the language's tables as `.strings` files (the fallback chain
    /// and an over-the-air update applied; a plural as its `other` text): the resource's
    /// bundle. `nil` when it cannot be written (then the app's main bundle, and the issue
    /// handler hears ``LocalizationIssue/bundleUnavailable(language:reason:)``).
    let folder: URL?
}

extension Localizer {
    /// What to answer for a resource with `key` in `table` (`nil`: `Localizable`), in the
    /// language in use; a missing key or a fallback is reported as for ``string(_:table:default:)``.
    func answer(forResourceKey key: String, table: String?) -> StringResourceAnswer {
        registrar.access(self, keyPath: languageKeyPath)
        return withSnapshot { snapshot in
            if snapshot.showsKeys { return .text(key) }
            guard let value = lookUp(key, table: table, in: snapshot)?.value,
                case .text(let text) = value, FormatString.parse(text).argumentCount == 0
            else { return .foundation(language: snapshot.language) }
            return .text(text)
        }
    }

    /// The locale and bundle folder of a resource for the language in use.
    var stringResourceTarget: StringResourceTarget {
        registrar.access(self, keyPath: languageKeyPath)
        return withSnapshot { snapshot in
            StringResourceTarget(language: snapshot.language, folder: bundles.folder(for: snapshot))
        }
    }
}
