// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats

/// How Xcode names the `trans-unit`s of a `.stringsdict` entry and of a String Catalog
/// variation, and how Lingo reads those names back.
///
/// - `.strings`: the key itself.
/// - `.stringsdict`: a property-list path, `/KEY:dict/` then one `NAME:dict/` per level, then
///   `:string`: `/%d files:dict/NSStringLocalizedFormatKey:dict/:string` for the format,
///   `/%d files:dict/files:dict/one:dict/:string` for a plural form,
///   `/KEY:dict/NSStringVariableWidthRuleType:dict/20:dict/:string` for a width,
///   `/KEY:dict/NSStringDeviceSpecificRuleType:dict/iphone:dict/:string` for a device (which may
///   nest a format), `/KEY:dict/:string` for a plain string. A key containing `:dict/` cannot be
///   named this way (Xcode's own limitation).
/// - `.xcstrings`: the key for the localization's string unit; `KEY|==|PATH` for a variation,
///   where PATH is dot-separated pairs: `plural.one`, `device.iphone`,
///   `device.iphone.plural.one`, `substitutions.files.plural.few`; a substitution whose name
///   holds a `.` is wrapped in `@` (`substitutions.@A.B@.plural.one`), as Xcode writes it.
enum XLIFFUnitID {
    static let dictMarker = ":dict/"
    static let catalogSeparator = "|==|"

    // MARK: .stringsdict

    /// The id of a `.stringsdict` value at `path` (the names below the key; empty for a plain string).
    static func stringsDict(key: String, path: [String]) -> String {
        "/" + key + dictMarker + path.map { $0 + dictMarker }.joined() + ":string"
    }

    /// The key and path a `.stringsdict` unit id names, or `nil` when it is not such an id.
    static func parseStringsDict(_ id: String) -> (key: String, path: [String])? {
        guard id.hasPrefix("/"), id.hasSuffix(dictMarker + ":string") else { return nil }
        let body = id.dropFirst().dropLast(":string".count)
        var components = body.components(separatedBy: dictMarker)
        guard components.count >= 2, components.removeLast().isEmpty else { return nil }
        let key = components.removeFirst()
        return (key, components)
    }

    // MARK: .xcstrings

    /// One step into a String Catalog localization.
    enum CatalogStep: Hashable, Sendable {
        case plural(PluralCategory)
        case device(StringCatalog.DeviceClass)
        case substitution(String)

        var text: String {
            switch self {
            case .plural(let category): "plural." + category.rawValue
            case .device(let device): "device." + device.rawValue
            case .substitution(let name): "substitutions." + (name.contains(".") ? "@" + name + "@" : name)
            }
        }
    }

    /// The id of the string unit at `path` in a catalog localization of `key`.
    static func catalog(key: String, path: [CatalogStep]) -> String {
        path.isEmpty ? key : key + catalogSeparator + path.map(\.text).joined(separator: ".")
    }

    /// The key and path a catalog unit id names. The id is the key itself when `isKey` says so
    /// (a key of the catalog), when it has no `|==|`, or when what follows its last `|==|` is no
    /// variation path: a real key may hold `|==|`, and Xcode names its unit by the key alone.
    static func parseCatalog(_ id: String, isKey: (String) -> Bool = { _ in false }) -> CatalogUnit {
        guard !isKey(id), let separator = id.range(of: catalogSeparator, options: .backwards),
            let path = parseCatalogPath(id[separator.upperBound...])
        else { return (id, []) }
        return (String(id[..<separator.lowerBound]), path)
    }

    /// A catalog unit's key and the path of its string unit in the key's localization.
    typealias CatalogUnit = (key: String, path: [CatalogStep])

    /// The steps of a variation path (`plural.one`, `substitutions.@A.B@.plural.few`), or `nil`
    /// when it is not one Lingo knows.
    private static func parseCatalogPath(_ text: Substring) -> [CatalogStep]? {
        var rest = text
        var path = [CatalogStep]()
        while !rest.isEmpty {
            guard let dot = rest.firstIndex(of: ".") else { return nil }
            let kind = rest[..<dot]
            rest = rest[rest.index(after: dot)...]
            let name: Substring
            if kind == "substitutions", rest.hasPrefix("@"),
                let close = rest.dropFirst().range(of: "@.")
                    ?? (rest.hasSuffix("@") ? rest.index(before: rest.endIndex)..<rest.endIndex : nil)
            {
                name = rest[rest.index(after: rest.startIndex)..<close.lowerBound]
                rest = rest[close.upperBound...]
            } else {
                let end = rest.firstIndex(of: ".") ?? rest.endIndex
                name = rest[..<end]
                rest = end == rest.endIndex ? rest[end...] : rest[rest.index(after: end)...]
            }
            guard !name.isEmpty else { return nil }
            switch kind {
            case "plural":
                guard let category = PluralCategory(rawValue: String(name)) else { return nil }
                path.append(.plural(category))
            case "device": path.append(.device(StringCatalog.DeviceClass(rawValue: String(name))))
            case "substitutions": path.append(.substitution(String(name)))
            default: return nil
            }
        }
        return path.isEmpty ? nil : path
    }
}
