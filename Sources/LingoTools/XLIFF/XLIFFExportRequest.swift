// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
public import Lingo
import LingoFormats

/// What `lingo export` is asked to do.
public struct XLIFFExportRequest: Sendable {
    /// The folder the `original` paths are relative to: the folder holding the Xcode project,
    /// or a resources folder. Every table, catalog, storyboard, xib, intent definition and
    /// localized `Info.plist` under it is exported, and those of the local Swift packages its
    /// `.xcodeproj` or `.xcworkspace` uses.
    public var resources: String
    /// The folder to write the XLIFF files (or `.xcloc` packages) into; created when missing.
    public var output: String
    /// Write each language as an `.xcloc` package (`de.xcloc/Localized Contents/de.xliff`,
    /// `contents.json`, `Source Contents/`) rather than a bare `de.xliff`.
    public var xcloc: Bool
    /// The language of the sources; when `nil`, the project's: the catalogs' source language,
    /// else `en`, else the language with the most folders.
    public var developmentLanguage: LanguageTag?
    /// The languages to export, as the XLIFF files name them (`de`, `zh-Hans`); every language
    /// but the development language when `nil`. The development language may be one (Xcode's
    /// `-exportLanguage en`): its targets are its sources.
    public var languages: [String]?

    /// Creates a request.
    public init(
        resources: String, output: String, xcloc: Bool = false, developmentLanguage: LanguageTag? = nil,
        languages: [String]? = nil
    ) {
        self.resources = resources
        self.output = output
        self.xcloc = xcloc
        self.developmentLanguage = developmentLanguage
        self.languages = languages
    }
}
