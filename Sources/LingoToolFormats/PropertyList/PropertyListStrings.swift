// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

package import Foundation
package import LingoFormats

/// The localizable texts of the property lists Xcode exports for translation besides string
/// tables: an intent definition (`.intentdefinition`) and an `Info.plist`. Their translations
/// live in `<language>.lproj/<Name>.strings` (`Intents.strings`, `InfoPlist.strings`).
///
/// - Intent definition: every string `X` whose dictionary also holds `XID` (`INIntentTitle`
///   and `INIntentTitleID`), keyed by the value of `XID` (`gpCwrM`), as Xcode exports them.
/// - `Info.plist`: the top-level string values Apple lets an app localize — the bundle's names
///   (`CFBundleDisplayName`, `CFBundleName`, `CFBundleSpokenName`), `NSHumanReadableCopyright`,
///   and every `…UsageDescription` — keyed by their key.
package enum PropertyListStrings {
    /// One localizable text.
    package struct Item: Sendable, Hashable {
        /// Its key in the `.strings` table and its XLIFF unit id.
        package var key: String
        /// The text in the property list.
        package var value: String
    }

    /// The `Info.plist` keys besides `…UsageDescription` whose values an app may localize.
    package static let infoPlistKeys: Set<String> = [
        "CFBundleDisplayName", "CFBundleName", "CFBundleSpokenName", "CFBundleGetInfoString",
        "NSHumanReadableCopyright",
    ]

    /// Whether an `Info.plist` key's value is one an app may localize.
    package static func isLocalizableInfoPlistKey(_ key: String) -> Bool {
        infoPlistKeys.contains(key) || key.hasSuffix("UsageDescription")
    }

    /// The texts of an intent definition, in file order, and the problems reading it.
    package static func intentDefinition(_ data: Data, path: String) -> (items: [Item], diagnostics: [Diagnostic]) {
        let (root, diagnostics) = read(data, path: path)
        var items = [Item]()
        var stack = root.map { [$0] } ?? []
        var seen = Set<String>()
        while let node = stack.popLast() {
            switch node.value {
            case .dictionary(let members):
                var strings = [String: String]()
                for member in members { if let text = member.value.string { strings[member.key] = text } }
                for member in members where member.key.hasSuffix("ID") {
                    guard let id = member.value.string, !id.isEmpty,
                        let text = strings[String(member.key.dropLast(2))], seen.insert(id).inserted
                    else { continue }
                    items.append(Item(key: id, value: text))
                }
                stack += members.reversed().map(\.value)
            case .array(let elements):
                stack += elements.reversed()
            default:
                continue
            }
        }
        return (items, diagnostics)
    }

    /// The localizable texts of an `Info.plist`, in file order, and the problems reading it.
    ///
    /// - Parameter keys: Other top-level keys to take (those a translation has).
    package static func infoPlist(_ data: Data, path: String, including keys: Set<String> = [])
        -> (items: [Item], diagnostics: [Diagnostic])
    {
        let (root, diagnostics) = read(data, path: path)
        let items = (root?.members ?? []).compactMap { member -> Item? in
            guard isLocalizableInfoPlistKey(member.key) || keys.contains(member.key), let text = member.value.string
            else { return nil }
            return Item(key: member.key, value: text)
        }
        return (items, diagnostics)
    }

    /// The keys of a property list's top-level dictionary.
    package static func topLevelKeys(_ data: Data, path: String) -> Set<String> {
        Set((read(data, path: path).0?.members ?? []).map(\.key))
    }

    /// The tree of an XML or binary property list.
    private static func read(_ data: Data, path: String) -> (PropertyListNode?, [Diagnostic]) {
        if data.starts(with: Array("bplist".utf8)) {
            let value = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            guard let node = value.flatMap(PropertyListNode.init(foundationValue:)) else {
                let location = SourceLocation(file: path, line: 1, column: 1)
                return (
                    nil,
                    [
                        Diagnostic(
                            location: location, severity: .error, kind: .unreadableFile,
                            message: "not a readable binary property list")
                    ]
                )
            }
            return (node, [])
        }
        let text = DecodedText(decoding: data)
        return text.bytes.withUnsafeBufferPointer { buffer in
            var reader = XMLPropertyListReader(bytes: buffer, path: path)
            let root = reader.readDocument()
            return (root, reader.diagnostics)
        }
    }
}
