// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

#if !canImport(Darwin)
import Foundation

/// What Lingo takes from the platform on Linux and other POSIX systems; Apple systems' answers
/// are in `PlatformDefaults+Darwin.swift`.
enum PlatformDefaults {
    /// The languages named by this process's POSIX environment (Foundation answers `en-001`).
    static func preferredLanguages() -> [LanguageTag] {
        SystemLanguages.languages(fromEnvironment: ProcessInfo.processInfo.environment)
    }

    /// The region this process's POSIX environment names.
    static func regionalPreferences() -> RegionalPreferences {
        RegionalPreferences.environment(ProcessInfo.processInfo.environment)
    }

    /// Not an Apple device: only `other` variants, then their kin.
    static var device: DeviceClass { .other }

    /// Where the user's choice is kept by default: a JSON file under `$XDG_CONFIG_HOME`.
    static func makePreferenceStore() -> FilePreferenceStore {
        FilePreferenceStore(url: FilePreferenceStore.defaultURL())
    }

    /// There is no main bundle `Info.plist` to fall back on.
    static func mainBundleInfo(forResources resources: URL) -> [String: String]? {
        nil
    }
}
#endif
