// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoUtilities

/// Turns the property list tree of a `.stringsdict` file into entries, checking the rules
/// Apple documents and reporting each problem at the `<key>` or element it concerns.
package struct StringsDictParser {
    package static let formatKey = "NSStringLocalizedFormatKey"
    package static let specTypeKey = "NSStringFormatSpecTypeKey"
    package static let valueTypeKey = "NSStringFormatValueTypeKey"
    package static let widthRuleKey = "NSStringVariableWidthRuleType"
    package static let deviceRuleKey = "NSStringDeviceSpecificRuleType"

    var reader: XMLPropertyListReader

    private init(reader: XMLPropertyListReader) {
        self.reader = reader
    }

    /// Parses XML text.
    static func parse(_ text: DecodedText, path: String) -> StringsDictFile {
        text.bytes.withUnsafeBufferPointer { buffer in
            var reader = XMLPropertyListReader(bytes: buffer, path: path)
            // One error per run of invalid bytes (each became a 3-byte U+FFFD).
            var runs = [(offset: Int, count: Int)]()
            for offset in text.invalidOffsets {
                if let last = runs.last, offset == last.offset + 3 * last.count {
                    runs[runs.count - 1].count += 1
                } else {
                    runs.append((offset, 1))
                }
            }
            for run in runs {
                reader.report(
                    .error, .invalidEncoding, at: run.offset,
                    "the file is not valid \(text.encoding.displayName): "
                        + (run.count == 1
                            ? "an invalid byte sequence was replaced by U+FFFD"
                            : "\(run.count) invalid byte sequences in a row were replaced by U+FFFD"))
            }
            let root = reader.readDocument()
            var parser = StringsDictParser(reader: reader)
            let entries = root.map { parser.entries(in: $0) } ?? []
            // In file order; diagnostics at the same place keep the order they were found in.
            let diagnostics = parser.reader.diagnostics.inFileOrder()
            var file = StringsDictFile(path: path, entries: entries)
            file.diagnostics = diagnostics
            file.encoding = text.encoding
            return file
        }
    }

    /// Parses a binary property list through Foundation. Positions are not available in this
    /// form: every location is line 1, column 1, and keys come in sorted order.
    static func parseBinary(_ data: Data, path: String) -> StringsDictFile {
        let empty = [UInt8]()
        return empty.withUnsafeBufferPointer { buffer in
            var reader = XMLPropertyListReader(bytes: buffer, path: path)
            var root: PropertyListNode? = nil
            do {
                let value = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
                root = PropertyListNode(foundationValue: value)
                if root == nil {
                    reader.report(
                        .error, .unexpectedType, at: 0,
                        "the binary property list holds a value a .stringsdict file cannot")
                }
            } catch {
                reader.report(
                    .error, .unreadableFile, at: 0, "not a readable binary property list: \(error.localizedDescription)"
                )
            }
            var parser = StringsDictParser(reader: reader)
            let entries = root.map { parser.entries(in: $0) } ?? []
            var file = StringsDictFile(path: path, entries: entries)
            file.diagnostics = parser.reader.diagnostics
            return file
        }
    }

    // MARK: - Root

    mutating func entries(in root: PropertyListNode) -> [StringsDictFile.Entry] {
        guard let members = root.members else {
            report(
                .error, .unexpectedType, at: root.offset,
                "the root of a .stringsdict file must be a <dict>, found \(root.elementName)")
            return []
        }
        var entries = [StringsDictFile.Entry]()
        entries.reserveCapacity(members.count)
        var positions = [String: Int](minimumCapacity: members.count)
        for member in members {
            let keyLocation = location(member.keyOffset)
            guard let value = value(of: member, in: "the key") else { continue }
            let entry = StringsDictFile.Entry(key: member.key, value: value, location: keyLocation)
            if let position = positions[member.key] {
                report(
                    .warning, .duplicateKey, at: member.keyOffset, key: member.key,
                    "duplicate key \"\(member.key.escapedForMessage)\"; first "
                        + "defined at line \(entries[position].location.line); the last definition wins")
                entries[position] = entry
            } else {
                positions[member.key] = entries.count
                entries.append(entry)
            }
        }
        return entries
    }

    /// The value of a key or of a device variant: a string, or a rule dictionary.
    mutating func value(of member: PropertyListNode.Member, in role: String) -> StringsDictFile.Value? {
        switch member.value.value {
        case .string(let text):
            return .string(text)
        case .dictionary(let members):
            return rule(members, of: member)
        default:
            report(
                .error, .unexpectedType, at: member.value.offset, key: member.key,
                "the value of \(role) \"\(member.key.escapedForMessage)\" must be "
                    + "a <dict> or a <string>, found \(member.value.elementName); the key is ignored")
            return nil
        }
    }

    /// Reads a rule dictionary: a device rule, a width rule or a format with variables.
    mutating func rule(
        _ members: [PropertyListNode.Member],
        of owner: PropertyListNode.Member
    ) -> StringsDictFile.Value? {
        var hasDevice = false, hasWidth = false, hasFormat = false
        for member in members {
            switch member.key {
            case Self.deviceRuleKey: hasDevice = true
            case Self.widthRuleKey: hasWidth = true
            case Self.formatKey: hasFormat = true
            default: break
            }
        }
        // Apple documents each rule as the only member of its dictionary; when a file mixes
        // them, the device rule wins over the width rule, which wins over the format.
        let ruleKey: String
        if hasDevice {
            ruleKey = Self.deviceRuleKey
        } else if hasWidth {
            ruleKey = Self.widthRuleKey
        } else if hasFormat {
            return format(members, of: owner)
        } else {
            report(
                .error, .missingFormatKey, at: owner.keyOffset, key: owner.key,
                "the dictionary of \"\(owner.key.escapedForMessage)\" has no "
                    + "\(Self.formatKey) (nor an \(Self.widthRuleKey) or \(Self.deviceRuleKey) rule); the key is ignored"
            )
            return nil
        }
        for member in members where member.key != ruleKey {
            report(
                .warning, .ignoredMember, at: member.keyOffset, key: member.key,
                "\"\(member.key.escapedForMessage)\" is ignored: a dictionary "
                    + "with \(ruleKey) holds nothing else")
        }
        return hasDevice ? deviceRule(members) : widthRule(members)
    }

    /// The last member named `key`, warning about the earlier ones.
    mutating func single(_ key: String, in members: [PropertyListNode.Member]) -> PropertyListNode.Member? {
        var found: PropertyListNode.Member? = nil
        for member in members where member.key == key {
            if let earlier = found {
                report(
                    .warning, .duplicateKey, at: earlier.keyOffset, key: key,
                    "duplicate key \"\(key)\"; the last definition wins")
            }
            found = member
        }
        return found
    }

    // MARK: - Device and width rules

    /// The variants of the rule named `ruleKey` (reported when they are not a `<dict>`, or none).
    mutating func variants(
        of ruleKey: String, in members: [PropertyListNode.Member],
        of keys: String, variant: String
    ) -> [PropertyListNode.Member]? {
        guard let rule = single(ruleKey, in: members) else { return nil }
        guard let variants = rule.value.members else {
            report(
                .error, .unexpectedType, at: rule.value.offset,
                "\(ruleKey) must be a <dict> of \(keys), "
                    + "found \(rule.value.elementName)")
            return nil
        }
        if variants.isEmpty {
            report(.warning, .emptyVariations, at: rule.keyOffset, "\(ruleKey) has no \(variant) variants")
        }
        return variants
    }

    mutating func deviceRule(_ members: [PropertyListNode.Member]) -> StringsDictFile.Value? {
        guard let variants = variants(of: Self.deviceRuleKey, in: members, of: "device classes", variant: "device")
        else { return nil }
        var result = [StringsDictFile.DeviceVariant]()
        var positions = KeyPositions()
        for member in variants {
            let device = StringCatalog.DeviceClass(rawValue: member.key)
            if !device.isKnown {
                report(
                    .warning, .unknownDeviceClass, at: member.keyOffset, key: member.key,
                    "unknown device class \"\(member.key.escapedForMessage)\" "
                        + "(Apple's are \(StringCatalog.DeviceClass.known.map(\.rawValue).joined(separator: ", ")))")
            }
            let keyLocation = location(member.keyOffset)
            guard let value = value(of: member, in: "the device class") else { continue }
            let variant = StringsDictFile.DeviceVariant(device: device, value: value, location: keyLocation)
            add(variant, key: member.key, at: member.keyOffset, to: &result, positions: &positions)
        }
        return .deviceSpecific(result)
    }

    mutating func widthRule(_ members: [PropertyListNode.Member]) -> StringsDictFile.Value? {
        guard let variants = variants(of: Self.widthRuleKey, in: members, of: "widths", variant: "width") else {
            return nil
        }
        var result = [StringsDictFile.WidthVariant]()
        var positions = KeyPositions()
        for member in variants {
            if Int(member.key) == nil {
                report(
                    .warning, .invalidWidth, at: member.keyOffset, key: member.key,
                    "the width \"\(member.key.escapedForMessage)\" is not a number")
            }
            guard
                let text = expected(
                    member.value.string, in: member, as: "<string>",
                    "the variant for width \"\(member.key.escapedForMessage)\"")
            else { continue }
            let variant = StringsDictFile.WidthVariant(
                width: member.key, value: text, location: location(member.keyOffset))
            add(variant, key: member.key, at: member.keyOffset, to: &result, positions: &positions)
        }
        return .variableWidth(result)
    }

    /// Appends `item`, or replaces an earlier item with the same key (warning).
    mutating func add<Item>(
        _ item: Item, key: String, at offset: Int, to items: inout [Item],
        positions: inout KeyPositions
    ) {
        if let position = positions[key] {
            report(
                .warning, .duplicateKey, at: offset, key: key,
                "duplicate key \"\(key.escapedForMessage)\"; the last definition wins")
            items[position] = item
        } else {
            positions.append(key)
            items.append(item)
        }
    }

    // MARK: - Helpers

    /// `value`, what `member` holds when it is of the type the rule needs (an `element`, such as
    /// `<string>`); otherwise `nil`, after reporting that `what` has the wrong type and is ignored.
    mutating func expected<Value>(
        _ value: Value?, in member: PropertyListNode.Member, as element: String,
        _ what: @autoclosure () -> String
    ) -> Value? {
        if value == nil {
            report(
                .error, .unexpectedType, at: member.value.offset, key: member.key,
                "\(what()) must be a \(element), found \(member.value.elementName); it is ignored")
        }
        return value
    }

    /// `PluralCategory(rawValue:)`, without the generic string switch.
    static func category(_ key: String) -> PluralCategory? {
        switch key.utf8.count {
        case 3: key == "one" ? .one : key == "two" ? .two : key == "few" ? .few : nil
        case 4: key == "zero" ? .zero : key == "many" ? .many : nil
        case 5: key == "other" ? .other : nil
        default: nil
        }
    }

    mutating func location(_ offset: Int) -> SourceLocation {
        reader.location(of: offset)
    }

    mutating func report(
        _ severity: Diagnostic.Severity, _ kind: Diagnostic.Kind, at offset: Int,
        key: String? = nil, _ message: String
    ) {
        reader.report(severity, kind, at: offset, key: key, message)
    }
}
