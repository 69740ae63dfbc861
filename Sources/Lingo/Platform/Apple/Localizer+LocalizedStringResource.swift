// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

#if canImport(Darwin)
public import Foundation

extension Localizer {
    /// The string of an Apple string resource without arguments, in the language in use:
    /// Xcode's generated String Catalog symbols (`localizer.string(.settingsTitle)`) and
    /// `LocalizedStringResource` values go through Lingo's tables, fallback chain and
    /// over-the-air update.
    ///
    /// The resource's `key` is looked up in its `table`. Foundation does not expose a
    /// resource's arguments, so when Lingo's value takes some (a placeholder or a plural), or no
    /// table has the key, Foundation renders the resource itself, with its `locale` set to the
    /// language in use, from the resource's own bundle: without Lingo's fallback chain and
    /// update. For strings with arguments, use ``format(_:table:_:)`` or
    /// ``resource(_:table:)``.
    ///
    /// - Parameter resource: A resource, usually an Xcode-generated symbol.
    /// - Returns: The string in the language in use.
    @_disfavoredOverload
    public func string(_ resource: LocalizedStringResource) -> String {
        switch answer(forResourceKey: resource.key, table: resource.table) {
        case .text(let text):
            return text
        case .foundation(let language):
            var resource = resource
            resource.locale = Locale(identifier: language.identifier)
            return String(localized: resource)
        }
    }

    /// A `LocalizedStringResource` for `keyAndValue` in the language in use, for APIs that take
    /// one (App Intents, `Text`, `String(localized:)`): its `locale` is the language in use and
    /// its `bundle` a folder Lingo writes with that language's tables, so Foundation renders it,
    /// arguments included, in the in-app choice:
    ///
    /// ```swift
    /// let resource = localizer.resource("inbox.count \(count)")
    /// String(localized: resource)
    /// ```
    ///
    /// The folder holds each key's text with the fallback chain and an over-the-air update
    /// applied, but a plural (`.stringsdict`, a catalog's plural variations) as its `other`
    /// text: Foundation renders such a string without plural agreement. Use
    /// ``format(_:table:_:)`` for plurals. Make the resource when you use it: after a switch,
    /// the language in use has another folder.
    ///
    /// - Parameters:
    ///   - keyAndValue: The key, with its arguments as interpolations.
    ///   - table: The table (`Localizable` when `nil`).
    /// - Returns: A resource that Foundation renders in the language in use.
    public func resource(_ keyAndValue: String.LocalizationValue, table: String? = nil) -> LocalizedStringResource {
        let target = stringResourceTarget
        let bundle: LocalizedStringResource.BundleDescription = target.folder.map { .atURL($0) } ?? .main
        return LocalizedStringResource(
            keyAndValue, table: table, locale: Locale(identifier: target.language.identifier), bundle: bundle)
    }
}
#endif
