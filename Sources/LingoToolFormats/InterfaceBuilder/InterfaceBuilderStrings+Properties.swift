// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// Which object property holds a localizable text, and how `ibtool` names it. Xcode documents
/// none of this; the rules follow the storyboard and xib units of real Xcode exports (tinode's
/// Xcode 16.4 packages in the shared corpus, and Xcode 14–15 exports of iOS apps) and the
/// `.strings` files `ibtool` wrote for macOS storyboards.
extension InterfaceBuilderStrings {
    /// The UI framework a document is for, from its `targetRuntime`: it names the classes.
    enum Platform: Sendable {
        case uiKit, appKit, watchKit

        init(runtime: String) {
            if runtime.hasPrefix("MacOSX") {
                self = .appKit
            } else if runtime.lowercased().hasPrefix("watchkit") {
                self = .watchKit
            } else {
                self = .uiKit  // iOS.CocoaTouch, AppleTV
            }
        }

        /// The class of an element: the framework's prefix and the element name
        /// (`label` → `UILabel`, `textFieldCell` → `NSTextFieldCell`), except for the
        /// elements whose class comes from another framework.
        func className(of element: String) -> String {
            if let special = Self.otherFrameworks[element] { return special }
            let prefix =
                switch self {
                case .uiKit: "UI"
                case .appKit: "NS"
                case .watchKit: "WKInterface"
                }
            return prefix + element.prefix(1).uppercased() + element.dropFirst()
        }

        private static let otherFrameworks: [String: String] = [
            "wkWebView": "WKWebView", "mapView": "MKMapView", "avPlayerViewController": "AVPlayerViewController",
            "sceneKitView": "SCNView", "arscnView": "ARSCNView", "arskView": "ARSKView", "skView": "SKView",
            "mtkView": "MTKView", "glkView": "GLKView", "glkViewController": "GLKViewController",
            "pdfView": "PDFView",
        ]
    }

    /// The attributes that hold a localizable text, under the property name `ibtool` gives them.
    private static let textAttributes = [
        "text", "placeholder", "title", "prompt", "backButtonTitle", "headerTitle", "footerTitle",
        "discoverabilityTitle", "label", "paletteLabel", "placeholderString", "alternateTitle",
    ]

    /// AppKit elements whose `toolTip` is a property of their own; every other element's tool
    /// tip (an `NSView`'s, and any UIKit view's) is the shadowed `ibShadowedToolTip`.
    private static let ownToolTips: Set<String> = ["toolbarItem", "menuItem", "tabViewItem", "statusItem"]

    /// The `<state key="…">` of a button: its title is `<key>Title`.
    private static let buttonStates: Set<String> = ["normal", "highlighted", "selected", "disabled"]

    /// The items of one element: none unless it is an object (it has an `id`).
    static func items(of element: ScannedElement, platform: Platform) -> [Item] {
        guard let objectID = element.attribute("id"), !objectID.isEmpty else { return [] }
        var properties = [(name: String, value: String)]()
        for name in textAttributes {
            guard let value = element.attribute(name), !value.isEmpty else { continue }
            // A pop-up button cell's title is its selected item's, exported with the item.
            if name == "title", element.name == "popUpButtonCell" { continue }
            properties.append((name, value))
        }
        if let toolTip = element.attribute("toolTip"), !toolTip.isEmpty {
            let own = platform == .appKit && ownToolTips.contains(element.name)
            properties.append((own ? "toolTip" : "ibShadowedToolTip", toolTip))
        }
        var comment: String?
        for child in element.elements where child.attribute("id") == nil {
            properties += childProperties(child, platform: platform)
            if child.name == "attributedString", child.attribute("key") == "userComments" {
                comment = fragmentsText(child)
            }
        }
        let className = platform.className(of: element.name)
        return properties.map {
            Item(objectID: objectID, property: $0.name, className: className, value: $0.value, comment: comment)
        }
    }

    /// The properties an object gets from one of its children that is no object itself.
    private static func childProperties(_ child: ScannedElement, platform: Platform) -> [(name: String, value: String)]
    {
        let key = child.attribute("key")
        switch child.name {
        case "state":
            guard let key, buttonStates.contains(key), let title = child.attribute("title"), !title.isEmpty else {
                return []
            }
            return [(key + "Title", title)]
        case "accessibility":
            guard key == "accessibilityConfiguration" else { return [] }
            return [("label", "accessibilityLabel"), ("hint", "accessibilityHint")].compactMap { attribute, name in
                child.attribute(attribute).flatMap { $0.isEmpty ? nil : (name, $0) }
            }
        case "string", "mutableString":
            // A text too long or with line breaks for an attribute.
            guard let key, textAttributes.contains(key) else { return [] }
            let text = child.text
            return text.isEmpty ? [] : [(key, text)]
        case "segments":
            let attribute = platform == .appKit ? "label" : "title"
            let name = platform == .appKit ? "ibShadowedLabels" : "segmentTitles"
            return child.elements.enumerated().compactMap { index, segment in
                segment.attribute(attribute).map { ("\(name)[\(index)]", $0) }
            }
        case "scopeButtonTitles":
            return child.elements.enumerated().map { index, title in ("scopeButtonTitles[\(index)]", title.text) }
        default:
            // A keyed part of the object (`<buttonConfiguration key="configuration" title="…">`,
            // `<tableHeaderCell key="headerCell" title="…">`): `<key>.<attribute>`.
            guard let key, !key.isEmpty else { return [] }
            return textAttributes.compactMap { name in
                child.attribute(name).flatMap { $0.isEmpty ? nil : (key + "." + name, $0) }
            }
        }
    }

    /// The text of an attributed string's fragments (`<fragment content="…"/>`, or a
    /// `<string key="content">` for text an attribute cannot hold), in order.
    private static func fragmentsText(_ attributed: ScannedElement) -> String? {
        var text = ""
        for fragment in attributed.elements where fragment.name == "fragment" {
            if let content = fragment.attribute("content") {
                text += content
            } else if let content = fragment.elements.first(where: { $0.attribute("key") == "content" }) {
                text += content.text
            }
        }
        return text.isEmpty ? nil : text
    }
}
