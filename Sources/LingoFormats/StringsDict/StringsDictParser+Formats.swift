// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoUtilities

extension StringsDictParser {
    // MARK: - Formats and variables

    mutating func format(
        _ members: [PropertyListNode.Member],
        of owner: PropertyListNode.Member
    ) -> StringsDictFile.Value? {
        guard let formatMember = single(Self.formatKey, in: members) else { return nil }
        guard let formatKey = formatMember.value.string else {
            report(
                .error, .unexpectedType, at: formatMember.value.offset, key: owner.key,
                "\(Self.formatKey) must be a <string>, found "
                    + "\(formatMember.value.elementName); the key \"\(owner.key.escapedForMessage)\" is ignored")
            return nil
        }
        let formatLocation = location(formatMember.value.offset)
        var variables = [StringsDictFile.Variable]()
        var positions = KeyPositions()
        for member in members where member.key != Self.formatKey {
            guard
                let ruleMembers = expected(
                    member.value.members, in: member, as: "<dict>",
                    "the rule of the variable \"\(member.key.escapedForMessage)\"")
            else { continue }
            let variable = self.variable(member, ruleMembers)
            add(variable, key: member.key, at: member.keyOffset, to: &variables, positions: &positions)
        }
        checkReferences(formatKey: formatKey, at: formatLocation, variables: variables)
        return .format(StringsDictFile.LocalizedFormat(formatKey: formatKey, variables: variables))
    }

    mutating func variable(
        _ owner: PropertyListNode.Member,
        _ members: [PropertyListNode.Member]
    ) -> StringsDictFile.Variable {
        var specType: String? = nil
        var valueType: String? = nil
        var forms = [StringsDictFile.PluralForm]()
        var positions = KeyPositions()
        var seenSpecType = false, seenValueType = false
        let variableLocation = location(owner.keyOffset)
        for member in members {
            switch member.key {
            case Self.specTypeKey:
                guard let text = ruleText(member, of: owner, seen: &seenSpecType, mistyped: .unexpectedType)
                else { continue }
                specType = text
                if text != StringsDictFile.Variable.pluralRuleType {
                    report(
                        .error, .unknownSpecType, at: member.value.offset, key: owner.key,
                        "unknown \(Self.specTypeKey) \"\(text.escapedForMessage)\" "
                            + "for the variable \"\(owner.key.escapedForMessage)\": the only rule type is \(StringsDictFile.Variable.pluralRuleType)"
                    )
                }
            case Self.valueTypeKey:
                guard let text = ruleText(member, of: owner, seen: &seenValueType, mistyped: .invalidValueType)
                else { continue }
                valueType = text
                if text.hasPrefix("%") {
                    report(
                        .warning, .invalidValueType, at: member.value.offset, key: owner.key,
                        "\(Self.valueTypeKey) \"\(text.escapedForMessage)\" "
                            + "starts with '%'; the documented spelling is without it: \"\(text.dropFirst())\"")
                }
            default:
                guard let form = pluralForm(member, of: owner) else { continue }
                add(form, key: member.key, at: member.keyOffset, to: &forms, positions: &positions)
            }
        }
        checkRule(of: owner, hasSpecType: seenSpecType, hasValueType: seenValueType, forms: forms)
        return StringsDictFile.Variable(
            name: owner.key, specType: specType, valueType: valueType, forms: forms,
            location: variableLocation)
    }

    /// The text of a `NSStringFormatSpecTypeKey` or `NSStringFormatValueTypeKey` member of a
    /// variable's rule, or `nil` (reported as `mistyped`) when it is not a `<string>`; warns when
    /// the rule names the key twice (`seen`).
    mutating func ruleText(
        _ member: PropertyListNode.Member, of owner: PropertyListNode.Member, seen: inout Bool,
        mistyped: Diagnostic.Kind
    ) -> String? {
        if seen {
            report(
                .warning, .duplicateKey, at: member.keyOffset, key: member.key,
                "duplicate key \"\(member.key)\"; the last definition wins")
        }
        seen = true
        guard let text = member.value.string else {
            report(
                .error, mistyped, at: member.value.offset, key: owner.key,
                "\(member.key) must be a <string>, found \(member.value.elementName)")
            return nil
        }
        return text
    }

    /// A form of a variable's rule, or `nil` (reported) when the key is no plural category or the
    /// value no `<string>`.
    mutating func pluralForm(
        _ member: PropertyListNode.Member, of owner: PropertyListNode.Member
    ) -> StringsDictFile.PluralForm? {
        guard let category = Self.category(member.key) else {
            report(
                .error, .unknownPluralCategory, at: member.keyOffset, key: member.key,
                "unknown plural category \"\(member.key.escapedForMessage)\" "
                    + "in the variable \"\(owner.key.escapedForMessage)\" (expected zero, one, two, few, many or other); it is ignored"
            )
            return nil
        }
        guard
            let text = expected(
                member.value.string, in: member, as: "<string>",
                "the \"\(member.key)\" form of the variable \"\(owner.key.escapedForMessage)\"")
        else { return nil }
        return StringsDictFile.PluralForm(category, text, location: location(member.keyOffset))
    }

    /// Reports what a variable's rule lacks: a spec type, a value type, an `other` form.
    mutating func checkRule(
        of owner: PropertyListNode.Member, hasSpecType: Bool, hasValueType: Bool,
        forms: [StringsDictFile.PluralForm]
    ) {
        if !hasSpecType {
            report(
                .error, .missingSpecType, at: owner.keyOffset, key: owner.key,
                "the variable \"\(owner.key.escapedForMessage)\" has no \(Self.specTypeKey) "
                    + "(expected \(StringsDictFile.Variable.pluralRuleType))")
        }
        if !hasValueType {
            report(
                .warning, .missingValueType, at: owner.keyOffset, key: owner.key,
                "the variable \"\(owner.key.escapedForMessage)\" has no \(Self.valueTypeKey) "
                    + "saying how to format its number (such as d or lld)")
        }
        if !forms.contains(where: { $0.category == .other }) {
            report(
                .error, .missingOtherForm, at: owner.keyOffset, key: owner.key,
                "the variable \"\(owner.key.escapedForMessage)\" has no \"other\" form, which every plural rule needs")
        }
    }

    /// Reports variables used but not defined (errors) and defined but not used (warnings).
    /// Forms may use variables too (`%2$#@movies@`), so they count as uses.
    mutating func checkReferences(
        formatKey: String, at formatLocation: SourceLocation,
        variables: [StringsDictFile.Variable]
    ) {
        var used = [Bool](repeating: false, count: variables.count)
        check(formatKey, at: formatLocation, in: Self.formatKey, variables: variables, used: &used)
        for variable in variables {
            for form in variable.forms {
                check(
                    form.value, at: form.location,
                    in: "the \"\(form.category.rawValue)\" form of "
                        + "\"\(variable.name.escapedForMessage)\"", variables: variables, used: &used)
            }
        }
        for (position, variable) in variables.enumerated() where !used[position] {
            reader.report(
                .warning, .unusedVariable, at: variable.location, key: variable.name,
                "the variable \"\(variable.name.escapedForMessage)\" "
                    + "is never used: \(Self.formatKey) has no %#@\(variable.name.escapedForMessage)@")
        }
    }

    mutating func check(
        _ text: String, at location: SourceLocation, in place: @autoclosure () -> String,
        variables: [StringsDictFile.Variable], used: inout [Bool]
    ) {
        let references = VariableReference.scan(text)
        for reference in references {
            guard let name = reference.name else {
                reader.report(
                    .warning, .unterminatedVariable, at: location,
                    "\(place()) has a %#@ variable reference with no closing '@'")
                continue
            }
            if let position = variables.firstIndex(where: { $0.name == name }) {
                used[position] = true
            } else {
                reader.report(
                    .error, .undefinedVariable, at: location, key: name,
                    "\(place()) uses the variable \"\(name.escapedForMessage)\", "
                        + "which has no rule dictionary")
            }
        }
    }
}
