// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation

/// A file LingoFormats reads: ``StringsFile``, ``StringsDictFile``, ``StringCatalog``,
/// `XLIFFDocument` (LingoToolFormats) and the JSON reader.
///
/// Reading never fails on content: a problem becomes a diagnostic, and what could be read around
/// it survives.
public protocol ParsableFile: Sendable {
    /// Parses the bytes of a file. Never fails and never traps.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - path: The path to put in diagnostics and locations.
    static func parse(_ data: Data, path: String) -> Self
}

extension ParsableFile {
    /// Reads a file.
    ///
    /// - Parameter url: A file URL.
    /// - Throws: Only the error reading the file's bytes; content problems are the file's
    ///   diagnostics.
    public init(contentsOf url: URL) throws {
        self = Self.parse(try Data(contentsOf: url), path: url.path)
    }
}
