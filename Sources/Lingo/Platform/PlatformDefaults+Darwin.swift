// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

#if canImport(Darwin)
import Foundation

/// What Lingo takes from the platform on Apple systems; the other platforms' answers are in
/// `PlatformDefaults+POSIX.swift`. Everything here is a thin read of a system API.
enum PlatformDefaults {
    /// The user's preferred languages in Settings.
    static func preferredLanguages() -> [LanguageTag] {
        Locale.preferredLanguages.compactMap { try? LanguageTag($0) }
    }

    /// The region, and the calendar, numbering system and hour cycle the user set explicitly,
    /// from `Locale.current` (its identifier carries keywords only for settings the user made).
    static func regionalPreferences() -> RegionalPreferences {
        RegionalPreferences(localeIdentifier: Locale.current.identifier)
    }

    /// The class of this device.
    static var device: DeviceClass {
        #if os(macOS)
        .mac
        #elseif os(iOS)
        .iPhone
        #elseif os(tvOS)
        .appleTV
        #elseif os(watchOS)
        .appleWatch
        #elseif os(visionOS)
        .appleVision
        #else
        #error("an Apple platform Lingo does not know: add its DeviceClass")
        #endif
    }

    /// Where the user's choice is kept by default: `UserDefaults.standard`.
    static func makePreferenceStore() -> UserDefaultsPreferenceStore {
        UserDefaultsPreferenceStore()
    }

    /// The main bundle's `Info.plist` strings when `resources` is the main bundle's resources
    /// folder (its `Info.plist` is not inside that folder on macOS); `nil` otherwise.
    static func mainBundleInfo(forResources resources: URL) -> [String: String]? {
        guard resources.standardizedFileURL == Bundle.main.resourceURL?.standardizedFileURL else { return nil }
        return (Bundle.main.infoDictionary ?? [:]).compactMapValues { $0 as? String }
    }
}
#endif
