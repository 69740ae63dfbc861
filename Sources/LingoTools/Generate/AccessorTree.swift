// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// The namespaces and accessors of one table, with unique Swift names.
///
/// `settings.title` and `settings.language` share the namespace `Settings`; a key whose
/// segments are not all usable (`a..b`, `.hidden`) stays one accessor. Names that clash —
/// a key `settings` next to the namespace `settings`, two keys that make the same word, a
/// reserved name — get `_` appended until they are unique.
struct AccessorTree {
    final class Node {
        enum Member {
            case leaf(name: String, index: Int)
            case namespace(property: String, Node)
        }

        /// The Swift type name of this namespace.
        let typeName: String
        /// The dotted key prefix (`settings`), for doc comments.
        let prefix: String
        var members: [Member] = []
        var children: [String: Node] = [:]
        var usedNames: Set<String>
        var usedTypeNames: Set<String> = []

        init(typeName: String, prefix: String, reserved: Set<String>) {
            self.typeName = typeName
            self.prefix = prefix
            self.usedNames = reserved
        }

        func unique(_ name: String) -> String {
            var candidate = name
            while usedNames.contains(candidate) { candidate += "_" }
            usedNames.insert(candidate)
            return candidate
        }

        /// A type name unique in this namespace, different from the namespace's own name and from
        /// `property` (`2fa.code` makes the property `_2fa` and the type `_2fa_`).
        func uniqueType(_ name: String, besides property: String) -> String {
            var candidate = name
            while usedTypeNames.contains(candidate) || candidate == typeName || candidate == property {
                candidate += "_"
            }
            usedTypeNames.insert(candidate)
            return candidate
        }
    }

    let root: Node

    /// Builds the tree of `keys` (sorted); each leaf's index is the key's position in `keys`.
    init(keys: [String], reserved: Set<String>) {
        root = Node(typeName: "", prefix: "", reserved: reserved)
        // Namespaces first, so that a key named like a namespace is the one renamed.
        for key in keys {
            let segments = Self.segments(of: key)
            var node = root
            for segment in segments.dropLast() {
                if let child = node.children[segment] {
                    node = child
                    continue
                }
                let property = node.unique(SwiftIdentifier.member(segment))
                let prefix = node.prefix.isEmpty ? segment : node.prefix + "." + segment
                let child = Node(
                    typeName: node.uniqueType(SwiftIdentifier.type(segment), besides: property), prefix: prefix,
                    reserved: ["localizer", "strings"])
                node.children[segment] = child
                node.members.append(.namespace(property: property, child))
                node = child
            }
        }
        for (index, key) in keys.enumerated() {
            let segments = Self.segments(of: key)
            var node = root
            for segment in segments.dropLast() {
                guard let child = node.children[segment] else { break }
                node = child
            }
            node.members.append(.leaf(name: node.unique(SwiftIdentifier.member(segments.last ?? key)), index: index))
        }
    }

    /// The segments of a dotted key, or the key alone when a segment would be empty or wordless.
    static func segments(of key: String) -> [String] {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1, !parts.contains(where: { SwiftIdentifier.words($0).isEmpty }),
            !key.contains(" ")
        else { return [key] }
        return parts
    }
}
