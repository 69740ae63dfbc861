// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An argument as the format engine sees it: a number, text, a pointer, `nil` or something
/// else.
///
/// Numeric conversions take any number: `Int` and every fixed-width integer, `UInt`, `Bool`
/// (1 or 0, as `NSNumber` does), `Double`, `Float`, `CGFloat`, `Float80`, `Decimal` and
/// `NSNumber`. `String`, `Substring`, `Character`, `Unicode.Scalar` and `NSString` are text.
/// Optionals are unwrapped; `nil` and `NSNull` are ``null``.
///
/// A substitution resolver (``FormatRenderer/SubstitutionResolver``) receives the argument in
/// this form to select a plural form.
public enum FormatArgument: Hashable, Sendable {
    /// An integer that fits `Int64` (of any integer type), or a `Bool` (1 or 0).
    case signed(Int64)
    /// An integer above `Int64.max`.
    case unsigned(UInt64)
    /// A floating-point number (`Decimal` is converted to `Double`).
    case float(Double)
    /// Text.
    case text(String)
    /// A raw pointer's address.
    case pointer(UInt)
    /// `nil` (an empty optional) or `NSNull`.
    case null
    /// Anything else, as its description.
    case object(String)

    /// Classifies a value.
    public init(_ value: Any) {
        switch value {
        case let int as Int: self = .signed(Int64(int))
        case let string as String: self = .text(string)
        case let double as Double: self = .float(double)
        case let bool as Bool: self = .signed(bool ? 1 : 0)
        case let integer as any BinaryInteger: self = Self(integer: integer)
        case let float as any BinaryFloatingPoint: self = .float(Double(float))
        case let decimal as Decimal: self = .float(NSDecimalNumber(decimal: decimal).doubleValue)
        // After the Swift types, so a value that bridges to NSNumber is classified by its type.
        case let number as NSNumber: self = Self(number)
        case let substring as Substring: self = .text(String(substring))
        case let character as Character: self = .text(String(character))
        case let scalar as Unicode.Scalar: self = .text(String(scalar))
        case let string as NSString: self = .text(string.description)
        case let pointer as UnsafeRawPointer: self = .pointer(UInt(bitPattern: pointer))
        case let pointer as UnsafeMutableRawPointer: self = .pointer(UInt(bitPattern: pointer))
        case let pointer as OpaquePointer: self = .pointer(UInt(bitPattern: Int(bitPattern: pointer)))
        case is NSNull: self = .null
        default:
            if let optional = value as? any FormatOptional {
                if let wrapped = optional.formatWrapped { self = FormatArgument(wrapped) } else { self = .null }
            } else {
                self = .object(String(describing: value))
            }
        }
    }

    private init(integer: some BinaryInteger) {
        if let signed = Int64(exactly: integer) {
            self = .signed(signed)
        } else if let unsigned = UInt64(exactly: integer) {
            self = .unsigned(unsigned)
        } else {
            self = .object(String(integer))  // Int128 beyond 64 bits: its exact digits
        }
    }

    private init(_ number: NSNumber) {
        // The C type the number was made from: "d"/"f" for floating point, uppercase for
        // unsigned types ("Q", "L", "I", "S", "C"), lowercase for signed ones and Bool ("c").
        let type = String(cString: number.objCType)
        switch type {
        case "d", "f": self = .float(number.doubleValue)
        case "Q", "L", "I", "S", "C":
            let value = number.uint64Value
            self = value <= UInt64(Int64.max) ? .signed(Int64(value)) : .unsigned(value)
        default: self = .signed(number.int64Value)
        }
    }

    /// The value as `Int64` if it is an integer (or an integral float) that fits.
    var integerValue: Int64? {
        switch self {
        case .signed(let value): value
        case .unsigned(let value): Int64(exactly: value)
        case .float(let value): Int64(exactly: value)
        default: nil
        }
    }
}

/// The Swift type of an argument, for issues: `Int`, `String`, `nil`.
func formatTypeName(of value: Any) -> String {
    if let optional = value as? any FormatOptional {
        guard let wrapped = optional.formatWrapped else { return "nil" }
        return formatTypeName(of: wrapped)
    }
    return String(describing: type(of: value))
}

/// The description `%@` writes: a string as is, an optional's wrapped value, `nil` for none.
func formatDescription(of value: Any) -> String? {
    if let string = value as? String { return string }
    if let optional = value as? any FormatOptional {
        guard let wrapped = optional.formatWrapped else { return nil }
        return formatDescription(of: wrapped)
    }
    if value is NSNull { return nil }
    return String(describing: value)
}

/// Lets the engine see through an `Optional` hidden in an `Any`.
protocol FormatOptional {
    var formatWrapped: Any? { get }
}

extension Optional: FormatOptional {
    var formatWrapped: Any? { map { $0 as Any } }
}
