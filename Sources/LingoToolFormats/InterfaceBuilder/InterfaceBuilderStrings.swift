// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

package import Foundation
package import LingoFormats
import LingoUtilities

/// The localizable texts of an Interface Builder document (a `.storyboard` or `.xib`), as
/// Xcode's `ibtool --export-strings-file` lists them and its *Export Localizations* writes them:
/// one item per localizable property of each object, keyed `<ObjectID>.<property>`
/// (`3M8-Rp-TYP.text`, `1tv-os-KfJ.normalTitle`, `kLt-Ow-n6n.segmentTitles[0]`), with the note
/// `Class = "UILabel"; text = "Address"; ObjectID = "3M8-Rp-TYP";`. The translations live in
/// `<language>.lproj/<Name>.strings` under those keys.
///
/// Read on any platform from the document's XML (no `ibtool`): the reader is the hardened
/// ``XMLScanner`` (no entities, bounded nesting); a file that is not well-formed XML gives the
/// items read before the error and a diagnostic, never a trap.
package struct InterfaceBuilderStrings: Sendable {
    /// One localizable property of one object.
    package struct Item: Sendable, Hashable {
        /// The object's `id` (`3M8-Rp-TYP`).
        package var objectID: String
        /// The property as `ibtool` names it: `text`, `normalTitle`, `configuration.title`,
        /// `segmentTitles[0]`, `accessibilityLabel`, `ibShadowedToolTip`, ...
        package var property: String
        /// The framework class of the object (`UILabel`, `NSButtonCell`), whatever its custom class.
        package var className: String
        /// The text in the document.
        package var value: String
        /// The object's comment for localizers (Xcode's *Localizer Hint*), if any.
        package var comment: String?

        /// The key of the item's translation in a `.strings` table and its XLIFF unit id.
        package var key: String { objectID + "." + property }

        /// The note Xcode writes for the item: `Class = "UILabel"; text = "Address"; ObjectID =
        /// "3M8-Rp-TYP";`, then ` Note = "…";` when the object has a comment. An indexed
        /// property is shown with its object (`kLt-Ow-n6n.segmentTitles[0] = "…"`), as `ibtool` does.
        package var note: String {
            let shown = property.hasSuffix("]") ? key : property
            var note =
                "Class = \"\(className)\"; \(shown) = \"\(value.escaped(.strings))\"; ObjectID = \"\(objectID)\";"
            if let comment { note += " Note = \"\(comment.escaped(.strings))\";" }
            return note
        }
    }

    /// The items, in document order.
    package var items: [Item]
    /// Problems found while reading.
    package var diagnostics: [Diagnostic]

    /// Reads the bytes of a `.storyboard` or `.xib`. Never fails and never traps.
    ///
    /// - Complexity: O(n) in the size of `data`.
    package static func parse(_ data: Data, path: String) -> InterfaceBuilderStrings {
        let (root, diagnostics) = XMLScanner.parse(Array(data), path: path)
        guard let root else { return InterfaceBuilderStrings(items: [], diagnostics: diagnostics) }
        guard root.name == "document" else {
            let problem = Diagnostic(
                location: root.location, severity: .warning, kind: .unknownElement,
                message: "the root element is <\(root.name)>, not <document>: "
                    + "not an Interface Builder document Xcode 5 or later wrote; no text is read")
            return InterfaceBuilderStrings(items: [], diagnostics: diagnostics + [problem])
        }
        let platform = Platform(runtime: root.attribute("targetRuntime") ?? "")
        var items = [Item]()
        // Depth-first in document order, without recursion.
        var stack: [(elements: [ScannedElement], index: Int)] = [(root.elements, 0)]
        while var (elements, index) = stack.popLast() {
            while index < elements.count {
                let element = elements[index]
                index += 1
                items += Self.items(of: element, platform: platform)
                if element.hasElementChildren {
                    stack.append((elements, index))
                    elements = element.elements
                    index = 0
                }
            }
        }
        return InterfaceBuilderStrings(items: items, diagnostics: diagnostics)
    }
}
