// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

package import Foundation
import LingoUtilities

/// A JSON file read without losing anything a writer needs: object members stay in file order,
/// numbers keep their exact text, and every member knows the line and column of its key and value.
///
/// The reader never traps and never gives up at the first error: it reports each problem with
/// its line and column and resumes at the next member of the object around it, so the members
/// before and after a broken one survive. ``render()`` writes the value in Xcode's layout (the
/// one `.xcstrings` files have).
///
/// Documents are equal when their values are; paths, locations and diagnostics are not compared.
///
/// ```swift
/// let document = JSONDocument.parse(data, path: "Settings.json")
/// for diagnostic in document.diagnostics { print(diagnostic) }   // Settings.json:12:7: error: ...
/// document.root?["version"]                                        // .string("1.0")
/// ```
package struct JSONDocument: ParsableFile, Equatable {
    /// The path the document was read from, as given to the parser.
    @NotCompared package var path: String
    /// The top-level value, or `nil` when nothing could be read.
    package var root: JSONValue?
    /// Problems found while reading, in file order.
    @NotCompared package var diagnostics: [Diagnostic] = []
    /// The encoding the file was stored in.
    @NotCompared package var encoding: TextEncoding = .utf8

    /// Creates a document from a value, for writing with ``render()``.
    package init(path: String = "", root: JSONValue?) {
        self.path = path
        self.root = root
    }

    /// Parses JSON text (UTF-8, or UTF-16 of either byte order). Never fails and never traps.
    ///
    /// - Parameters:
    ///   - data: The bytes of the file.
    ///   - path: The path to put in diagnostics and locations.
    /// - Returns: The value that could be read, and a diagnostic for each problem.
    /// - Complexity: O(n) in the size of `data`.
    package static func parse(_ data: Data, path: String) -> JSONDocument {
        let text = DecodedText(decoding: data)
        return text.bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(bytes: buffer, path: path)
            reader.reportInvalidEncoding(of: text)
            let root = reader.readDocument()
            var document = JSONDocument(path: path, root: root)
            document.diagnostics = reader.diagnostics.inFileOrder()
            document.encoding = text.encoding
            return document
        }
    }

    /// The value as UTF-8 JSON in Xcode's layout: two-space indentation, `"key" : value`, object
    /// members in ``XcodeKeyOrder``, numbers as they were read, no final line break.
    ///
    /// - Returns: The bytes, empty when there is no ``root``.
    package func render() -> Data {
        guard let root else { return Data() }
        var writer = JSONWriter()
        writer.write(root)
        return Data(writer.bytes)
    }
}

extension JSONReader {
    /// Reports each byte sequence that was not valid in the file's encoding.
    mutating func reportInvalidEncoding(of text: DecodedText) {
        guard !text.invalidOffsets.isEmpty else { return }
        var cursor = PositionCursor()
        for offset in text.invalidOffsets {
            let (line, column) = cursor.position(of: offset, in: bytes)
            report(
                .error, .invalidEncoding, at: SourceLocation(file: path, line: line, column: column),
                "the file is not valid \(text.encoding.displayName): an invalid byte sequence was replaced by U+FFFD")
        }
    }
}
