// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// An element of an XML document as ``XMLScanner`` reads it: name, attributes in order, and
/// children (elements and text) in order.
struct ScannedElement: Sendable {
    /// One child of an element.
    enum Child: Sendable {
        case element(ScannedElement)
        case text(String)
    }

    /// The qualified name as written (`trans-unit`, `xml:space`).
    var name: String
    /// The attributes, in document order; values with references resolved.
    var attributes: [(name: String, value: String)]
    /// The children, in document order.
    var children: [Child] = []
    /// Where the element's `<` is.
    var location: SourceLocation
    /// Where the element's content starts (just after its start tag's `>`).
    var contentLocation: SourceLocation
    /// Whether the element's end tag was read. Elements still open when a fatal error stops
    /// the scanner are closed for it and are not complete.
    var isComplete = false

    /// The value of the attribute `name`, or `nil`.
    func attribute(_ name: String) -> String? {
        attributes.first(where: { $0.name == name })?.value
    }

    /// The child elements, in order.
    var elements: [ScannedElement] {
        children.compactMap {
            if case .element(let element) = $0 { return element }
            return nil
        }
    }

    /// The text of the element and of every element inside it, in document order.
    ///
    /// Iterative, so it is safe whatever the nesting (the scanner caps it anyway).
    var text: String {
        var result = ""
        var stack: [(children: [Child], index: Int)] = [(children, 0)]
        while var (nodes, index) = stack.popLast() {
            while index < nodes.count {
                let child = nodes[index]
                index += 1
                switch child {
                case .text(let text):
                    result += text
                case .element(let element):
                    stack.append((nodes, index))
                    nodes = element.children
                    index = 0
                }
            }
        }
        return result
    }

    /// Whether any child is an element.
    var hasElementChildren: Bool {
        children.contains {
            if case .element = $0 { return true }
            return false
        }
    }
}
