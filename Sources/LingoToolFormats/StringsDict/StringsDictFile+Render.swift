// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation
public import LingoFormats

extension StringsDictFile {
    /// Writes the entries as a UTF-8 XML property list, laid out as Xcode writes one: the XML
    /// declaration, Apple's DOCTYPE, `<plist version="1.0">`, one element per line indented
    /// with tabs, and `&`, `<`, `>` escaped.
    ///
    /// Keys, variables, forms and variants are written in the order they have here, which
    /// for a parsed file is the order they were read; in each rule dictionary the rule keys
    /// come first (`NSStringLocalizedFormatKey`; `NSStringFormatSpecTypeKey` and
    /// `NSStringFormatValueTypeKey`), as Xcode writes them. So
    /// `StringsDictFile.parse(file.render(), path: p) == file`, and a file Xcode wrote comes
    /// back byte for byte.
    ///
    /// - Returns: The file's bytes.
    /// - Complexity: O(n) in the size of the output.
    public func render() -> Data {
        let members = entries.map { PropertyListNode.Member(key: $0.key, value: Self.node(for: $0.value)) }
        return Data(XMLPropertyListWriter.write(PropertyListNode(.dictionary(members))))
    }

    private static func node(for value: Value) -> PropertyListNode {
        switch value {
        case .string(let text):
            return PropertyListNode(.string(text))
        case .format(let format):
            var members = [
                PropertyListNode.Member(
                    key: StringsDictParser.formatKey,
                    value: PropertyListNode(.string(format.formatKey)))
            ]
            for variable in format.variables {
                members.append(PropertyListNode.Member(key: variable.name, value: node(for: variable)))
            }
            return PropertyListNode(.dictionary(members))
        case .variableWidth(let variants):
            let widths = variants.map {
                PropertyListNode.Member(key: $0.width, value: PropertyListNode(.string($0.value)))
            }
            return rule(StringsDictParser.widthRuleKey, widths)
        case .deviceSpecific(let variants):
            let devices = variants.map { PropertyListNode.Member(key: $0.device.rawValue, value: node(for: $0.value)) }
            return rule(StringsDictParser.deviceRuleKey, devices)
        }
    }

    private static func rule(_ key: String, _ members: [PropertyListNode.Member]) -> PropertyListNode {
        PropertyListNode(
            .dictionary([PropertyListNode.Member(key: key, value: PropertyListNode(.dictionary(members)))]))
    }

    private static func node(for variable: Variable) -> PropertyListNode {
        var members = [PropertyListNode.Member]()
        members.reserveCapacity(variable.forms.count + 2)
        if let specType = variable.specType {
            members.append(
                PropertyListNode.Member(key: StringsDictParser.specTypeKey, value: PropertyListNode(.string(specType))))
        }
        if let valueType = variable.valueType {
            members.append(
                PropertyListNode.Member(
                    key: StringsDictParser.valueTypeKey, value: PropertyListNode(.string(valueType))))
        }
        for form in variable.forms {
            members.append(
                PropertyListNode.Member(key: form.category.rawValue, value: PropertyListNode(.string(form.value))))
        }
        return PropertyListNode(.dictionary(members))
    }
}
