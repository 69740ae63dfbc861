// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats
import LingoUtilities

extension XcodeSymbol {
    /// The symbol as one JSON object on one line, what `lingo symbols --format json` prints:
    /// `{"table":"Localizable","key":"items.count","symbol":"itemsCount","kind":"func","params":["_:Int"]}`.
    public var jsonLine: String {
        let params = parameters.map { JSONWriter.quoted($0.summary) }.joined(separator: ",")
        return "{\"table\":\(JSONWriter.quoted(table)),\"key\":\(JSONWriter.quoted(key)),"
            + "\"symbol\":\(JSONWriter.quoted(path)),\"kind\":\(JSONWriter.quoted(kind.rawValue)),"
            + "\"params\":[\(params)]}"
    }

    /// The symbol as Swift spells a reference to it: `.itemsCount(_:)`, `.Paywall.title`.
    public var reference: String {
        guard !parameters.isEmpty else { return "." + path }
        return "." + path + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

extension XcodeSymbolTable {
    /// Reads the catalog at `path` and its symbols.
    ///
    /// - Throws: ``LingoToolsError`` when the file cannot be read or is not a String Catalog.
    public static func load(path: String) throws -> XcodeSymbolTable {
        let catalog = StringCatalog.parse(try FileAccess.read(path), path: path)
        if let error = catalog.diagnostics.first(where: { $0.severity == .error }) {
            throw LingoToolsError.invalidInput(error.description)
        }
        return XcodeSymbolTable(catalog: catalog, table: XcodeSymbolGenerator.tableName(ofCatalogAt: path))
    }

    /// Each key Xcode refuses or that collides, as a `file:line:column: error:` line naming the
    /// keys (a group at its last key in the file): what Xcode's build would stop on.
    public var problems: [String] {
        func place(_ key: String) -> String {
            locations[key].map { "\($0): error: " } ?? "\(table): error: "
        }
        let collisions = self.collisions.map { group in
            let last = group.keys.max { (locations[$0]?.line ?? 0) < (locations[$1]?.line ?? 0) } ?? group.keys[0]
            return place(last) + "keys \(group.keys.map(\.quotedForMessage).joined(separator: ", ")) "
                + "would generate the same symbol \(group.name)"
        }
        let refusals = self.refusals.map { refusal in
            switch refusal.reason {
            case .noName:
                place(refusal.key) + "key \(refusal.key.quotedForMessage) has no letter or digit to name a symbol"
            case .reservedWord(let name):
                place(refusal.key) + "key \(refusal.key.quotedForMessage) gives \(name), too close to a Swift keyword"
            }
        }
        return collisions + refusals
    }
}
