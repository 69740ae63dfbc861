// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
public import LingoFormats

/// What `lingo export` wrote.
public struct XLIFFExportResult: Sendable {
    /// The XLIFF files written, in language order.
    public var written: [String]
    /// How many units they hold.
    public var unitCount: Int
    /// `.lproj` folders that are no language (`qqq`, invalid names) and were not exported.
    public var skippedFolders: [String]
    /// Files found in the resources that could not be read (a FIFO, a device, no permission),
    /// one diagnostic each: the export is without them.
    public var skippedFiles: [Diagnostic] = []
}
