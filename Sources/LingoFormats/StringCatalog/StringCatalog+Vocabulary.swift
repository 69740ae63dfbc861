// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

extension StringCatalog {
    /// How a string got into the catalog (`extractionState`). An open vocabulary: values Lingo does
    /// not know are kept as read.
    ///
    /// A string without an extraction state was extracted from source code by Xcode and is
    /// managed by it.
    public struct ExtractionState: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The text in the file.
        public var rawValue: String

        /// Creates a state from its text.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// `manual`: added by hand; Xcode never removes it.
        public static let manual = ExtractionState(rawValue: "manual")
        /// `extracted_with_value`: extracted from an Interface Builder file or a call that gives
        /// a default value.
        public static let extractedWithValue = ExtractionState(rawValue: "extracted_with_value")
        /// `stale`: no longer found in the source code.
        public static let stale = ExtractionState(rawValue: "stale")
        /// `migrated`: moved into the catalog from a `.strings` or `.stringsdict` file.
        public static let migrated = ExtractionState(rawValue: "migrated")

        /// The text in the file.
        public var description: String { rawValue }
    }

    /// The translation state of a string unit (`state`). An open vocabulary: values Lingo does not
    /// know are kept as read.
    public struct State: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The text in the file.
        public var rawValue: String

        /// Creates a state from its text.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// `new`: not translated yet; a unit in this state with no value is missing, not empty.
        public static let new = State(rawValue: "new")
        /// `translated`: translated and current.
        public static let translated = State(rawValue: "translated")
        /// `needs_review`: translated, to be checked.
        public static let needsReview = State(rawValue: "needs_review")
        /// `stale`: translated from a source text that has since changed.
        public static let stale = State(rawValue: "stale")
        /// `machine_translated`: translated by a machine, not reviewed (Xcode 26).
        public static let machineTranslated = State(rawValue: "machine_translated")

        /// The text in the file.
        public var description: String { rawValue }
    }

    /// A device class of a device variation (`iphone`, `mac`, ...). An open vocabulary.
    public struct DeviceClass: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The text in the file.
        public var rawValue: String

        /// Creates a device class from its text.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// iPhone.
        public static let iPhone = DeviceClass(rawValue: "iphone")
        /// iPod touch.
        public static let iPod = DeviceClass(rawValue: "ipod")
        /// iPad.
        public static let iPad = DeviceClass(rawValue: "ipad")
        /// Mac.
        public static let mac = DeviceClass(rawValue: "mac")
        /// Apple Watch.
        public static let appleWatch = DeviceClass(rawValue: "applewatch")
        /// Apple TV.
        public static let appleTV = DeviceClass(rawValue: "appletv")
        /// Apple Vision Pro.
        public static let appleVision = DeviceClass(rawValue: "applevision")
        /// Any other device: the fallback form.
        public static let other = DeviceClass(rawValue: "other")

        /// The device classes Xcode offers.
        public static let known: [DeviceClass] = [
            .iPhone, .iPod, .iPad, .mac, .appleWatch, .appleTV, .appleVision, .other,
        ]

        /// The text in the file.
        public var description: String { rawValue }
    }
}

extension StringCatalog.DeviceClass: ExpressibleByStringLiteral {
    /// Creates a device class from its text.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Whether this is one of ``known``.
    public var isKnown: Bool { Self.known.contains(self) }
}
