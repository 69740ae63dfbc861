// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// A change of the language in use, or of its strings, as told to observers.
///
/// ``reason`` says why it happened: the app switched (``Reason/userChoice``), the system's
/// languages changed (``Reason/systemLanguages``), another process sharing the preference store
/// switched (``Reason/anotherProcess``), or an over-the-air update changed the strings of the
/// language in use (``Reason/contentUpdate``: then ``oldLanguage`` and ``newLanguage`` are the
/// same).
///
/// ```swift
/// let token = localizer.observe { change in
///     if change.reason == .contentUpdate {
///         reloadTexts()
///     } else {
///         relayout(for: change.newLanguage)
///     }
/// }
/// ```
public struct LanguageChange: Hashable, Sendable, CustomStringConvertible {
    /// Why a ``LanguageChange`` happened.
    ///
    /// An open set of reasons, like `Notification.Name`: a struct with static members rather than
    /// an enum, because later versions of Lingo add reasons (as ``anotherProcess`` was added).
    /// Compare with `==`, or give a `switch` a `default:`
    /// case; code written that way keeps compiling, and keeps working, when a reason is added.
    public struct Reason: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The reason's name (`"userChoice"`), also the value of
        /// ``Localizer/reasonUserInfoKey`` in the notification's `userInfo`.
        public let rawValue: String

        /// The reason named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The app changed the user's choice: ``Localizer/setLanguage(_:)``, or
        /// ``Localizer/followSystem()``.
        public static let userChoice = Reason(rawValue: "userChoice")
        /// The system's preferred languages changed, and ``Localizer/refreshSystemLanguages()``
        /// chose another language for an app that follows them.
        public static let systemLanguages = Reason(rawValue: "systemLanguages")
        /// The language stayed and its strings changed: an over-the-air update was applied or
        /// removed. ``LanguageChange/oldLanguage`` and ``LanguageChange/newLanguage`` are the
        /// same.
        public static let contentUpdate = Reason(rawValue: "contentUpdate")
        /// Another process sharing the preference store (an app extension, a widget, a second
        /// instance of a tool) changed the user's choice, and this localizer followed it. Following
        /// it writes nothing: the store already holds it.
        public static let anotherProcess = Reason(rawValue: "anotherProcess")

        public var description: String { rawValue }
    }

    /// The language in use before the change.
    public let oldLanguage: LanguageTag
    /// The language in use after the change (the same as ``oldLanguage`` for a
    /// ``Reason/contentUpdate``).
    public let newLanguage: LanguageTag
    /// Why the change happened.
    public let reason: Reason
    /// The preference in effect after the change.
    public let preference: LanguagePreference
    /// How the new language was chosen.
    public let selection: LanguageSelection

    /// `"userChoice: en → ko (your choice (ko))"`: the reason, the languages and how the new
    /// one was chosen.
    public var description: String { "\(reason): \(oldLanguage) → \(newLanguage) (\(selection))" }
}
