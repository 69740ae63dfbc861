// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// What an alternative text of a ``LocalizationEntry`` varies by: a device (a catalog's
/// "Vary by Device", a `.stringsdict` `NSStringDeviceSpecificRuleType` rule) or a width (a
/// `.stringsdict` `NSStringVariableWidthRuleType` rule).
package enum EntryVariant: Hashable, Sendable {
    /// The text for one device class.
    case device(StringCatalog.DeviceClass)
    /// The text for one width, as the file writes it (`"20"`).
    case width(String)

    /// The variant's name in messages: the device class (`iphone`), or `width 20`.
    package var name: String {
        switch self {
        case .device(let device): device.rawValue
        case .width(let width): "width \(width)"
        }
    }
}
