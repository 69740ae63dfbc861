// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities

/// The `.xcstrings` reader: walks the JSON once with a ``JSONReader``, building the typed model
/// directly (no intermediate tree), keeping unknown fields as ``JSONValue``s and reporting
/// problems with their line and column.
struct StringCatalogParser {
    var reader: JSONReader

    static func parse(_ text: DecodedText, path: String) -> StringCatalog {
        text.bytes.withUnsafeBufferPointer { buffer in
            var parser = StringCatalogParser(reader: JSONReader(bytes: buffer, path: path))
            parser.reader.reportInvalidEncoding(of: text)
            var catalog = parser.parseCatalog(path: path)
            catalog.encoding = text.encoding
            catalog.diagnostics = parser.reader.diagnostics.inFileOrder()
            return catalog
        }
    }

    // MARK: - Catalog

    private mutating func parseCatalog(path: String) -> StringCatalog {
        var catalog = StringCatalog(path: path, sourceLanguage: nil, version: nil)
        reader.skipWhitespace()
        let rootMark = reader.mark
        guard reader.peek == UInt8(ascii: "{") else {
            if reader.isAtEnd {
                reader.report(.error, .emptyFile, at: rootMark, "the file is empty: a String Catalog is a JSON object")
            } else if let value = reader.readValue() {
                reader.report(
                    .error, .unexpectedType, at: rootMark,
                    "a String Catalog is a JSON object, found \(value.kindDescription)")
                reader.skipTrailingText()
            }
            return catalog
        }
        guard var scope = reader.beginObject() else { return catalog }
        var seen = SeenFields()
        var versionLocation: SourceLocation?
        while let key = reader.nextKey(&scope) {
            if reader.key(key, is: "strings") {
                noteField(0, key, in: &seen, extras: &catalog.extraFields)
                entries = [:]  // a repeated "strings" replaces the first
                objectField(key, in: &catalog.extraFields) { $0.parseStrings() }
            } else if reader.key(key, is: "sourceLanguage") {
                noteField(1, key, in: &seen, extras: &catalog.extraFields)
                catalog.sourceLanguage = stringField(key, in: &catalog.extraFields)
            } else if reader.key(key, is: "version") {
                noteField(2, key, in: &seen, extras: &catalog.extraFields)
                versionLocation = reader.location(of: reader.mark)
                catalog.version = stringField(key, in: &catalog.extraFields)
            } else {
                keepUnknown(key, in: &catalog.extraFields)
            }
        }
        catalog.entries = entries
        reader.skipTrailingText()
        guard scope.isClosed else { return catalog }  // the rest of the file was unreadable
        let rootLocation = reader.location(of: rootMark)
        if !seen.contains(1) {
            reader.report(.error, .missingSourceLanguage, at: rootLocation, "the catalog has no \"sourceLanguage\"")
        }
        if !seen.contains(0) {
            reader.report(.error, .missingStrings, at: rootLocation, "the catalog has no \"strings\" object")
        }
        if !seen.contains(2) {
            reader.report(
                .warning, .missingVersion, at: rootLocation, "the catalog has no \"version\"; read as version 1.0")
        } else if let version = catalog.version, !StringCatalog.supportedVersions.contains(version),
            let versionLocation
        {
            reader.report(
                .warning, .unsupportedVersion, at: versionLocation,
                "unsupported String Catalog version \"\(version.escapedForMessage)\" "
                    + "(Lingo reads \(StringCatalog.supportedVersions.joined(separator: " and "))); "
                    + "fields it does not know are kept as they are")
        }
        return catalog
    }

    /// The entries being read (a stored property so that the reader and the map can be mutated
    /// together without copying the map).
    private var entries = StringCatalog.OrderedMap<String, StringCatalog.Entry>()

    private mutating func parseStrings() {
        guard var scope = reader.beginObject() else { return }
        while let key = reader.nextKey(&scope) {
            let name = reader.string(of: key)
            let keyLocation = reader.location(of: key.mark)
            guard reader.peek == UInt8(ascii: "{") else {
                rejectMember(key, "the entry \"\(name.escapedForMessage)\" must be an object")
                continue
            }
            let entry = parseEntry(at: keyLocation)
            if let earlier = entries.updateValue(entry, forKey: name) {
                let line = earlier.location.map { " (first defined at line \($0.line))" } ?? ""
                reader.report(
                    .warning, .duplicateKey, at: keyLocation, key: name,
                    "duplicate key \"\(name.escapedForMessage)\"\(line); "
                        + "the last definition wins")
            }
        }
    }

    // MARK: - Entries

    /// An entry's Boolean fields: their names in the file, and where they are kept. Their
    /// indexes in `SeenFields` follow the entry's three other fields.
    private static let entryFlags: [(name: StaticString, field: any Flag)] = [
        ("shouldTranslate", \.shouldTranslate),
        ("isCommentAutoGenerated", \.isCommentAutoGenerated),
        ("generatesSymbol", \.generatesSymbol),
    ]
    private typealias Flag = WritableKeyPath<StringCatalog.Entry, Bool?> & Sendable

    private mutating func parseEntry(at location: SourceLocation) -> StringCatalog.Entry {
        var entry = StringCatalog.Entry()
        entry.location = location
        guard var scope = reader.beginObject() else { return entry }
        var seen = SeenFields()
        while let key = reader.nextKey(&scope) {
            if reader.key(key, is: "localizations") {
                noteField(0, key, in: &seen, extras: &entry.extraFields)
                if reader.peek == UInt8(ascii: "{") {
                    entry.localizations = [:]  // a repeated "localizations" replaces the first
                    parseLocalizations(into: &entry)
                } else {
                    entry.localizations = [:]
                    entry.hadEmptyLocalizations = false
                    keepMistyped(key, expected: "an object", in: &entry.extraFields)
                }
            } else if reader.key(key, is: "extractionState") {
                noteField(1, key, in: &seen, extras: &entry.extraFields)
                entry.extractionState = stringField(key, in: &entry.extraFields).map(StringCatalog.ExtractionState.init)
            } else if reader.key(key, is: "comment") {
                noteField(2, key, in: &seen, extras: &entry.extraFields)
                entry.comment = stringField(key, in: &entry.extraFields)
            } else if let flag = Self.entryFlags.firstIndex(where: { reader.key(key, is: $0.name) }) {
                noteField(3 + flag, key, in: &seen, extras: &entry.extraFields)
                let value = boolField(key, in: &entry.extraFields)
                entry[keyPath: Self.entryFlags[flag].field] = value
            } else {
                keepUnknown(key, in: &entry.extraFields)
            }
        }
        return entry
    }

    private mutating func parseLocalizations(into entry: inout StringCatalog.Entry) {
        guard var scope = reader.beginObject() else { return }
        while let key = reader.nextKey(&scope) {
            let language = reader.string(of: key)
            guard reader.peek == UInt8(ascii: "{") else {
                rejectMember(key, "the localization \"\(language.escapedForMessage)\" must be an object")
                continue
            }
            let localization = parseLocalization()
            StringCatalogChecks.checkSubstitutions(of: localization, reader: &reader)
            if entry.localizations.updateValue(localization, forKey: language) != nil {
                reader.report(
                    .warning, .duplicateLocalization, at: key.mark,
                    "duplicate localization \"\(language.escapedForMessage)\"; "
                        + "the last one wins")
            }
        }
        entry.hadEmptyLocalizations = scope.isClosed && scope.memberCount == 0
    }

    // MARK: - Field helpers

    /// Which known fields of an object were seen, to report duplicates.
    struct SeenFields {
        private var bits: UInt32 = 0
        func contains(_ field: Int) -> Bool { bits & (1 << field) != 0 }
        /// Inserts `field`; returns `false` when it was there already.
        mutating func insert(_ field: Int) -> Bool {
            defer { bits |= 1 << field }
            return !contains(field)
        }
    }

    /// Records that a known field was read; a repeated one is reported, and any earlier copy
    /// kept in `extras` (because it had the wrong type) is dropped: the last one wins.
    mutating func noteField(_ field: Int, _ key: JSONKey, in seen: inout SeenFields, extras: inout JSONObject) {
        if !seen.insert(field) {
            let name = reader.string(of: key)
            reader.report(
                .warning, .duplicateKey, at: key.mark, key: name,
                "duplicate key \"\(name.escapedForMessage)\"; the last one wins")
            extras.members.removeAll { $0.key == name }
        }
    }

    /// What `read` makes of the current member's value when it is an object; another type is
    /// reported and kept in `extras`, and gives `nil`.
    @discardableResult
    mutating func objectField<Value>(
        _ key: JSONKey, in extras: inout JSONObject, _ read: (inout Self) -> Value
    ) -> Value? {
        if reader.peek == UInt8(ascii: "{") { return read(&self) }
        keepMistyped(key, expected: "an object", in: &extras)
        return nil
    }

    /// The string value of the current member; another type is reported and kept in `extras`.
    mutating func stringField(_ key: JSONKey, in extras: inout JSONObject) -> String? {
        if reader.peek == UInt8(ascii: "\"") { return reader.readString() }
        keepMistyped(key, expected: "a string", in: &extras)
        return nil
    }

    /// The Boolean value of the current member; another type is reported and kept in `extras`.
    mutating func boolField(_ key: JSONKey, in extras: inout JSONObject) -> Bool? {
        if reader.peek == UInt8(ascii: "t") || reader.peek == UInt8(ascii: "f"),
            case .bool(let value)? = reader.readLiteral()
        {
            return value
        }
        if reader.failed { return nil }
        keepMistyped(key, expected: "true or false", in: &extras)
        return nil
    }

    /// Reads a value of the wrong type: reports it and keeps it in `extras`, so it is written back.
    mutating func keepMistyped(_ key: JSONKey, expected: String, in extras: inout JSONObject) {
        let name = reader.string(of: key)
        let keyLocation = reader.location(of: key.mark)
        let valueMark = reader.mark
        guard let value = reader.readValue() else { return }
        let valueLocation = reader.location(of: valueMark)
        reader.report(
            .error, .unexpectedType, at: valueLocation, key: name,
            "\"\(name.escapedForMessage)\" must be \(expected), "
                + "found \(value.kindDescription)")
        extras.append(
            JSONObject.Member(key: name, value: value, keyLocation: keyLocation, valueLocation: valueLocation))
    }

    /// Reads a field Lingo does not know and keeps it in `extras`.
    mutating func keepUnknown(_ key: JSONKey, in extras: inout JSONObject) {
        let name = reader.string(of: key)
        let keyLocation = reader.location(of: key.mark)
        let valueMark = reader.mark
        guard let value = reader.readValue() else { return }
        if extras.members.contains(where: { $0.key == name }) {
            reader.report(
                .warning, .duplicateKey, at: keyLocation, key: name, "duplicate key \"\(name.escapedForMessage)\"")
        }
        extras.append(
            JSONObject.Member(
                key: name, value: value, keyLocation: keyLocation,
                valueLocation: reader.location(of: valueMark)))
    }

    /// Reads and drops a member of a keyed level (an entry, a localization, a variation case)
    /// whose value has the wrong type.
    mutating func rejectMember(_ key: JSONKey, _ problem: String) {
        let valueMark = reader.mark
        guard let value = reader.readValue() else { return }
        reader.report(.error, .unexpectedType, at: valueMark, "\(problem), found \(value.kindDescription)")
    }
}
