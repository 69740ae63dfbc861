// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

extension StringsDictFile {
    /// One key of a `.stringsdict` file and its rule.
    public struct Entry: Sendable, Hashable {
        /// The key: the string the app passes to `NSLocalizedString` or `Text`.
        public var key: String
        /// What the key maps to.
        public var value: Value
        /// Where the key's `<key>` element starts in the file it was read from. Not part of the
        /// entry's identity: equal entries may come from different places.
        @NotCompared public var location: SourceLocation

        /// Creates an entry.
        public init(
            key: String, value: Value,
            location: SourceLocation = SourceLocation(file: "", line: 0, column: 0)
        ) {
            self.key = key
            self.value = value
            self.location = location
        }

        /// The `NSStringLocalizedFormatKey` of a plural rule (such as `"%#@files@ in %#@folders@"`),
        /// or `nil` when the entry holds another kind of value.
        public var formatKey: String? {
            if case .format(let format) = value { return format.formatKey }
            return nil
        }

        /// The variables of a plural rule in file order, or `[]` when the entry holds another
        /// kind of value.
        public var variables: [Variable] {
            if case .format(let format) = value { return format.variables }
            return []
        }
    }

    /// What a key of a `.stringsdict` file maps to.
    ///
    /// Apple documents three rules ("Localizing strings that contain plurals" and "Creating
    /// width and device variants of strings") and Foundation also accepts a plain string. A
    /// device rule's variants may themselves be plural or width rules: that is how Xcode
    /// compiles a String Catalog entry that varies by device and by plural.
    public enum Value: Sendable, Hashable {
        /// A plain string: `<key>k</key><string>text</string>`.
        case string(String)
        /// A format with plural variables: `NSStringLocalizedFormatKey` and a rule per variable.
        case format(LocalizedFormat)
        /// `NSStringVariableWidthRuleType`: a string per presentation width, in file order.
        case variableWidth([WidthVariant])
        /// `NSStringDeviceSpecificRuleType`: a value per device class, in file order.
        case deviceSpecific([DeviceVariant])
    }

    /// A string for one presentation width of an `NSStringVariableWidthRuleType` rule.
    public struct WidthVariant: Sendable, Hashable {
        /// The width as written (Apple's keys are strings such as `"20"`).
        public var width: String
        /// The string for that width.
        public var value: String
        /// Where the variant's `<key>` starts. Not part of the variant's identity.
        @NotCompared public var location: SourceLocation

        /// Creates a width variant.
        public init(
            width: String, value: String,
            location: SourceLocation = SourceLocation(file: "", line: 0, column: 0)
        ) {
            self.width = width
            self.value = value
            self.location = location
        }

        /// The width as a number, or `nil` when ``width`` is not a decimal integer.
        public var widthValue: Int? { Int(width) }
    }

    /// The value for one device class of an `NSStringDeviceSpecificRuleType` rule.
    public struct DeviceVariant: Sendable, Hashable {
        /// The device class.
        public var device: StringCatalog.DeviceClass
        /// The value on that device: a string, or a plural or width rule.
        public var value: Value
        /// Where the variant's `<key>` starts. Not part of the variant's identity.
        @NotCompared public var location: SourceLocation

        /// Creates a device variant.
        public init(
            device: StringCatalog.DeviceClass, value: Value,
            location: SourceLocation = SourceLocation(file: "", line: 0, column: 0)
        ) {
            self.device = device
            self.value = value
            self.location = location
        }
    }

}
