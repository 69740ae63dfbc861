// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo
public import LingoFormats

/// The symbols Xcode 26 generates for one String Catalog, and the keys it refuses: what
/// `lingo gen --xcode-symbols`, `lingo symbols` and the `symbol-collision` lint rule all read.
///
/// Which keys get a symbol: those managed by hand (`"extractionState": "manual"`, and
/// `migrated`, which Xcode's editor shows as managed manually), unless `"generatesSymbol":
/// false`; `"generatesSymbol": true` asks for one on any key (Xcode 26 catalogs, format 1.1).
/// Keys Xcode extracts from code get none: the code already spells them. A key whose name
/// another key of the same table also gives gets no symbol: Xcode stops the build there.
///
/// A catalog inside an `.lproj` folder (`mul.lproj/Main.xcstrings`, paired with a storyboard)
/// gets no symbols at all: Swift Build skips catalogs in variant groups
/// (`XCStringsCompilerSpec.shouldGenerateSymbols`, swiftlang/swift-build).
public struct XcodeSymbolTable: Sendable {
    /// The table name: the catalog's file name without `.xcstrings`.
    public var table: String
    /// The symbols, in key order; colliding and refused keys are left out.
    public var symbols: [XcodeSymbol]
    /// Each group of keys that give the same name (two or more, in key order), with that name.
    public var collisions: [(name: String, keys: [String])]
    /// Keys that want a symbol but get none, and why.
    public var refusals: [(key: String, reason: XcodeSymbolNaming.Refusal)]
    /// Where each key that wants a symbol is in the catalog file.
    public var locations: [String: SourceLocation]

    /// The symbols of `catalog`, read as the table `table`.
    public init(catalog: StringCatalog, table: String) {
        self.table = table
        let typeName =
            table == LocalizationDiscovery.defaultTableName ? nil : XcodeSymbolNaming.typeName(forTable: table)
        var named = [(key: String, name: String)]()
        var refusals = [(key: String, reason: XcodeSymbolNaming.Refusal)]()
        var locations = [String: SourceLocation]()
        let fileStart = SourceLocation(file: catalog.path, line: 1, column: 1)
        let generates = Self.generatesSymbols(forCatalogAt: catalog.path)
        for (key, entry) in catalog.entries where generates && Self.getsSymbol(entry) {
            locations[key] = entry.location ?? fileStart
            switch XcodeSymbolNaming.name(forKey: key) {
            case .success(let name): named.append((key, name))
            case .failure(let reason): refusals.append((key, reason))
            }
        }
        named.sort { $0.key < $1.key }
        let language = catalog.sourceLanguage ?? "en"
        let symbols = named.map { key, name in
            let parameters = catalog.entries[key].map { Self.parameters(of: $0, key: key, language: language) } ?? []
            return XcodeSymbol(table: table, key: key, name: name, typeName: typeName, parameters: parameters)
        }
        // A collision is one declaration twice: a name with the same parameter types.
        let groups = Dictionary(grouping: symbols, by: \.signature).filter { $0.value.count > 1 }
        self.collisions = groups.values.map { (name: $0[0].name, keys: $0.map(\.key)) }.sorted {
            $0.keys[0] < $1.keys[0]
        }
        self.refusals = refusals.sorted { $0.key < $1.key }
        self.locations = locations
        self.symbols = symbols.filter { groups[$0.signature] == nil }
    }

    /// Whether Xcode generates symbols for the catalog at `path`: not when it is in an `.lproj`
    /// folder.
    public static func generatesSymbols(forCatalogAt path: String) -> Bool {
        let components = path.split(separator: "/")
        return !(components.dropLast().last?.hasSuffix(".lproj") ?? false)
    }

    /// Whether Xcode generates a symbol for `entry` (see the type's documentation).
    public static func getsSymbol(_ entry: StringCatalog.Entry) -> Bool {
        if let generatesSymbol = entry.generatesSymbol { return generatesSymbol }
        return entry.extractionState == .manual || entry.extractionState == .migrated
    }

    /// The parameters of `entry`'s symbol, from its text in the source language (the key when
    /// it has none), in argument order.
    static func parameters(of entry: StringCatalog.Entry, key: String, language: String) -> [XcodeSymbol.Parameter] {
        let localization = entry.localizations[language]
        let text = localization.flatMap(representativeText) ?? key
        var byArgument = [Int: XcodeSymbol.Parameter]()
        var next = 1
        for placeholder in SymbolPlaceholder.all(in: text) {
            if placeholder.isSubstitution, let name = placeholder.name {
                let substitution = localization?.substitutions[name]
                let argument = substitution?.argNum ?? next
                next = argument + 1
                let type = XcodeSymbol.swiftType(forSpecifier: substitution?.formatSpecifier ?? "lld")
                if byArgument[argument] == nil {
                    byArgument[argument] = .init(label: name, type: type, argument: argument)
                }
                continue
            }
            let argument = placeholder.position ?? next
            next = argument + 1
            if byArgument[argument] == nil {
                byArgument[argument] = .init(
                    label: placeholder.name, type: XcodeSymbol.swiftType(forSpecifier: placeholder.specifier),
                    argument: argument)
            }
        }
        return byArgument.keys.sorted().compactMap { byArgument[$0] }
    }

    /// The text whose placeholders are the string's arguments: its value, else the `other`
    /// (or first) form of its plural or device variations.
    private static func representativeText(_ localization: StringCatalog.Localization) -> String? {
        if let value = localization.stringUnit?.value { return value }
        for forms in [localization.variations?.plural?.map(\.value), localization.variations?.device?.map(\.value)] {
            guard let forms, !forms.isEmpty else { continue }
            if let text = forms.lazy.compactMap(representativeText).first { return text }
        }
        return nil
    }
}
