// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

#if canImport(Darwin)
import Foundation

/// A preference kept in `UserDefaults`, the usual place on Apple platforms.
///
/// Lingo never writes `AppleLanguages`: the system's own list stays the system's.
///
/// A suite shared with app extensions (an App Group, `suiteName: "group.com.example.app"`) is
/// shared between processes: each save posts a Darwin notification, and a localizer using the
/// same suite and key in another process (a widget, a share extension) follows the switch and
/// tells its observers, with the reason ``LanguageChange/Reason/anotherProcess``.
public struct UserDefaultsPreferenceStore: PreferenceStore {
    /// The key used by default: `"LingoLanguagePreference"`.
    public static let defaultKey = "LingoLanguagePreference"

    private let suiteName: String?
    private let key: String

    /// A store in `UserDefaults.standard` (or the suite named `suiteName`, e.g. an App Group
    /// shared with extensions) under `key`.
    public init(suiteName: String? = nil, key: String = Self.defaultKey) {
        self.suiteName = suiteName
        self.key = key
    }

    // UserDefaults is thread-safe; it is not declared Sendable, so it is looked up per call.
    private var defaults: UserDefaults {
        suiteName.flatMap(UserDefaults.init(suiteName:)) ?? .standard
    }

    public func load() throws -> LanguagePreference? {
        guard let value = defaults.object(forKey: key) else { return nil }
        guard let string = value as? String else {
            throw PreferenceStoreError("the UserDefaults value for \(key) is not a string")
        }
        if string == "system" { return .system }
        do {
            return .explicit(try LanguageTag(string))
        } catch {
            throw PreferenceStoreError("the UserDefaults value for \(key) is corrupt: \(error)")
        }
    }

    public func save(_ preference: LanguagePreference) throws {
        defaults.set(preference.description, forKey: key)
        if let suiteName { DarwinNotificationWatch.post(Self.notificationName(suiteName: suiteName, key: key)) }
    }

    /// `UserDefaults` writes to memory and persists in the background.
    public var savesQuickly: Bool { true }
}

extension UserDefaultsPreferenceStore: SharedPreferenceStore {
    /// The Darwin notification posted after each save to the suite `suiteName` under `key`.
    static func notificationName(suiteName: String, key: String) -> String {
        "\(suiteName).\(key).LingoPreferenceDidChange"
    }

    /// Watches the suite's Darwin notification; the standard defaults, private to the
    /// process, are not watched.
    func watch(_ changed: @escaping @Sendable () -> Void) throws -> (any StoreWatch)? {
        guard let suiteName else { return nil }
        return DarwinNotificationWatch(name: Self.notificationName(suiteName: suiteName, key: key), changed: changed)
    }
}

extension PreferenceStore where Self == UserDefaultsPreferenceStore {
    /// `UserDefaults` (the standard defaults or a suite such as an App Group).
    public static func userDefaults(
        suiteName: String? = nil,
        key: String = UserDefaultsPreferenceStore.defaultKey
    ) -> UserDefaultsPreferenceStore {
        UserDefaultsPreferenceStore(suiteName: suiteName, key: key)
    }
}
#endif
