// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

#if canImport(Darwin)
public import Foundation

extension LocalizedFormats {
    /// `value` in the locale's words and units (`5 Kilometer` in German, converted to the
    /// region's usual unit where Foundation does so).
    ///
    /// Apple platforms only: Foundation on Linux has no measurement `FormatStyle`, and Lingo
    /// does not imitate one.
    ///
    /// - Parameters:
    ///   - value: The measurement.
    ///   - width: `.abbreviated` (the default), `.narrow` or `.wide`.
    public func measurement<UnitType: Dimension>(
        _ value: Measurement<UnitType>, width: Measurement<UnitType>.FormatStyle.UnitWidth = .abbreviated
    ) -> String {
        value.formatted(.measurement(width: width).locale(locale))
    }
}
#endif
