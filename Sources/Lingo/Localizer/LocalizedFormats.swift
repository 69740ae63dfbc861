// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation

/// Dates, numbers, lists and relative dates written for one locale with Foundation's
/// `FormatStyle`s: what ``Localizer/formats`` offers for the language in use.
///
/// The styles are made once per language and kept until the next switch, so a screen that
/// formats many values does not set up a style per value. Everything here is Foundation's
/// own output for ``locale``: Lingo adds no rules of its own. Measurements are formatted on
/// Apple platforms only (`measurement(_:width:)`): Foundation on Linux has no measurement
/// `FormatStyle`, and Lingo does not imitate one.
///
/// ```swift
/// try localizer.setLanguage("de")
/// localizer.formats.number(1234.5)                  // 1.234,5
/// localizer.formats.list(["Rot", "Grün", "Blau"])   // Rot, Grün und Blau
/// ```
public struct LocalizedFormats: Sendable {
    /// The locale every value is written for (``Localizer/locale``).
    public let locale: Locale
    /// The language in use it was made for.
    public let language: LanguageTag

    let integerStyle: IntegerFormatStyle<Int>
    let decimalStyle: FloatingPointFormatStyle<Double>
    let percentStyle: FloatingPointFormatStyle<Double>.Percent
    let listStyle: ListFormatStyle<StringStyle, [String]>
    let relativeStyle: Date.RelativeFormatStyle

    /// The styles for `locale`.
    ///
    /// - Parameters:
    ///   - locale: The locale to write values for.
    ///   - language: The language in use it stands for.
    public init(locale: Locale, language: LanguageTag) {
        self.locale = locale
        self.language = language
        integerStyle = IntegerFormatStyle<Int>(locale: locale)
        decimalStyle = FloatingPointFormatStyle<Double>(locale: locale)
        percentStyle = FloatingPointFormatStyle<Double>.Percent(locale: locale)
        listStyle = ListFormatStyle<StringStyle, [String]>.list(type: .and, width: .standard).locale(locale)
        relativeStyle = Date.RelativeFormatStyle(
            presentation: .numeric, unitsStyle: .wide, locale: locale, calendar: locale.calendar)
    }

    /// `value` with the locale's digits, grouping and signs (`1.234` in German).
    public func number(_ value: Int) -> String {
        integerStyle.format(value)
    }

    /// `value` with the locale's digits, grouping and decimal separator (`1.234,5` in German).
    public func number(_ value: Double) -> String {
        decimalStyle.format(value)
    }

    /// `value` as a percentage, `0.25` → `25 %` in German.
    public func percent(_ value: Double) -> String {
        percentStyle.format(value)
    }

    /// `value` as an amount of the currency `code` (ISO 4217, such as `EUR`).
    public func currency(_ value: Decimal, code: String) -> String {
        value.formatted(Decimal.FormatStyle.Currency(code: code, locale: locale))
    }

    /// `date` with the locale's month and day names, order and calendar.
    ///
    /// - Parameters:
    ///   - date: The moment to write.
    ///   - dateStyle: How much of the date to show (the `date:` argument); `.abbreviated` by default.
    ///   - timeStyle: How much of the time to show (the `time:` argument); `.shortened` by default.
    public func date(
        _ date: Date, date dateStyle: Date.FormatStyle.DateStyle = .abbreviated,
        time timeStyle: Date.FormatStyle.TimeStyle = .shortened
    ) -> String {
        Date.FormatStyle(date: dateStyle, time: timeStyle, locale: locale, calendar: locale.calendar).format(date)
    }

    /// `items` joined as the locale joins a list: `Rot, Grün und Blau` in German.
    ///
    /// - Parameters:
    ///   - items: The items, already written.
    ///   - type: `.and` (the default) or `.or`.
    public func list(_ items: [String], type: ListFormatStyle<StringStyle, [String]>.ListType = .and) -> String {
        var style = listStyle
        style.listType = type
        return style.format(items)
    }

    /// `date` relative to now in words: `vor 3 Tagen`, `in 2 Stunden` in German.
    public func relative(_ date: Date) -> String {
        relativeStyle.format(date)
    }
}
