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

    /// Creates a request.
    public init(
        files: [String], resources: String, force: Bool = false, strict: Bool = false,
        configurationPath: String? = nil
    ) {
        self.files = files
        selection = ProjectSelection(paths: [resources], configurationPath: configurationPath)
        self.force = force
        self.strict = strict
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
