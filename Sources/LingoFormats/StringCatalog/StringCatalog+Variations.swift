// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

extension StringCatalog {
    /// The variations of a localization: forms by plural category and forms by device class.
    public struct Variations: Sendable, Hashable {
        /// Forms by plural category (`zero one two few many other`), in file order.
        public var plural: OrderedMap<PluralCategory, Localization>?
        /// Forms by device class (`iphone`, `mac`, ..., `other`), in file order.
        public var device: OrderedMap<DeviceClass, Localization>?
        /// Kinds of variation Lingo does not know, written back as read.
        package var extraFields: JSONObject

        /// Creates variations.
        public init(
            plural: OrderedMap<PluralCategory, Localization>? = nil,
            device: OrderedMap<DeviceClass, Localization>? = nil
        ) {
            self.init(plural: plural, device: device, extraFields: [:])
        }

        /// The same, with the fields Lingo does not know (read from a file, written back as read).
        package init(
            plural: OrderedMap<PluralCategory, Localization>?, device: OrderedMap<DeviceClass, Localization>?,
            extraFields: JSONObject
        ) {
            self.plural = plural
            self.device = device
            self.extraFields = extraFields
        }
    }
}
