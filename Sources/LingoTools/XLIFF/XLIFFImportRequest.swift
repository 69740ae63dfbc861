// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats

/// What `lingo import` is asked to do.
public struct XLIFFImportRequest: Sendable {
    /// The XLIFF files to import.
    public var files: [String]
    /// The resources folder as the one path, and the `.lingo.json` for rule severities (when
    /// `nil`, `RESOURCES/.lingo.json` if there is one).
    public var selection: ProjectSelection
    /// Import units that fail validation too (they are still reported).
    public var force: Bool
    /// Warnings refuse units and fail the run too.
    public var strict: Bool
    /// The folder an original may be in (a local package's `../../Packages/…` resolves against
    /// ``resources``): an original outside it is reported and skipped. When `nil`, the nearest
    /// folder at or above ``resources`` holding an `.xcodeproj`, an `.xcworkspace` or a
    /// `Package.swift`; for the `Source Contents` of an `.xcloc` package without one, the folder
    /// holding the package (where Xcode writes a local package's files); else ``resources``.
    public var projectRoot: String?
    /// Create the table of an original the development language does not have (the translation
    /// only: import never writes a development-language file). Without it such a file is reported
    /// and skipped; a storyboard's, xib's, intent definition's or `Info.plist`'s table of
    /// translations is always created.
    public var createTables: Bool

    /// Creates a request.
    public init(
        files: [String], resources: String, force: Bool = false, strict: Bool = false,
        configurationPath: String? = nil, projectRoot: String? = nil, createTables: Bool = false
    ) {
        self.files = files
        selection = ProjectSelection(paths: [resources], configurationPath: configurationPath)
        self.force = force
        self.strict = strict
        self.projectRoot = projectRoot
        self.createTables = createTables
    }

    /// The folder the `original` paths are relative to (the `.lproj` folders' parent).
    public var resources: String {
        get { selection.effectivePaths[0] }
        set { selection.paths = [newValue] }
    }

    /// A `.lingo.json` for rule severities; when `nil`, `RESOURCES/.lingo.json` if there is one.
    public var configurationPath: String? {
        get { selection.configurationPath }
        set { selection.configurationPath = newValue }
    }
}
