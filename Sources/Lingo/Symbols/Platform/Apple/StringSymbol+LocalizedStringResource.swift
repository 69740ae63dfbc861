// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

#if canImport(Darwin)
public import Foundation

extension StringSymbol {
    /// A `LocalizedStringResource` that shows what `localizer` renders for this symbol in the
    /// language in use, for APIs that take one (`Text(_:)`, `String(localized:)`, App Intents):
    /// the `LocalizedStringResource` members `lingo gen --xcode-symbols` generates return it.
    ///
    /// Lingo renders the text (fallback chain, update, arguments, plural forms); the resource
    /// carries it as its default value in a table no bundle has, so Foundation shows it as
    /// rendered. Its `locale` is the language in use. Make the resource when you show it: after
    /// a switch, the next one is in the new language (a SwiftUI body that makes it re-runs,
    /// since the read is tracked).
    ///
    /// - Parameter localizer: The localizer whose language in use renders the text.
    /// - Returns: A resource that Foundation renders as Lingo's text.
    public func resource(in localizer: Localizer) -> LocalizedStringResource {
        let text = localizer.string(self)
        return LocalizedStringResource(
            String.LocalizationValue(text), table: Self.renderedTable,
            locale: Locale(identifier: localizer.language.identifier), bundle: .main)
    }

    /// A table name no bundle has, so Foundation finds no entry and shows the default value.
    static let renderedTable = "Lingo.RenderedSymbols"
}
#endif
