// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation

extension Localizer {
    /// The URL of a localized resource (an image, a sound, an HTML or JSON file) for the
    /// language in use.
    ///
    /// Looks in the language's `.lproj` folder, then along its fallback chain
    /// (`zh-Hant-HK.lproj` → `zh-Hant.lproj` → the development language's folder), then in
    /// `Base.lproj`, then among the unlocalized resources at the top of the resources folder.
    ///
    /// - Parameters:
    ///   - name: The file name, with or without its extension.
    ///   - ext: The extension, if `name` does not include it.
    ///   - subdirectory: A folder inside each `.lproj` (and inside the resources folder).
    /// - Returns: The first file found, or `nil`.
    public func url(forResource name: String, withExtension ext: String? = nil, subdirectory: String? = nil) -> URL? {
        let chain = withSnapshot { $0.chain }
        return resourceLookup.url(forResource: name, withExtension: ext, subdirectory: subdirectory, chain: chain)
    }

    /// The contents of a localized resource; see ``url(forResource:withExtension:subdirectory:)``.
    public func data(forResource name: String, withExtension ext: String? = nil, subdirectory: String? = nil) -> Data? {
        url(forResource: name, withExtension: ext, subdirectory: subdirectory).flatMap { try? Data(contentsOf: $0) }
    }

    /// A localized Info.plist value such as the app's name (`CFBundleDisplayName`) for the
    /// language in use.
    ///
    /// Looks the key up in the `InfoPlist` table (`InfoPlist.strings` or a catalog) along
    /// the fallback chain, then falls back to the `Info.plist` value: the `Info.plist` in
    /// the resources folder or next to it (a macOS bundle's `Contents/Info.plist`), or the
    /// main bundle's.
    public func infoPlistString(_ key: String) -> String? {
        let localized = withSnapshot { $0.hitCalled(key, table: Self.infoPlistTable)?.value.text }
        if let localized { return localized }
        return resourceLookup.infoDictionary[key] as? String
    }

    static let infoPlistTable = "InfoPlist"
}
