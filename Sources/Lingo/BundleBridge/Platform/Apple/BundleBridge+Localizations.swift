// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

#if canImport(Darwin)
import Foundation

extension BundleBridge {
    /// `bundle`'s own string for a table Lingo does not read (one in a format it skips, such as
    /// a compiled `.nib` string table), looked up in the localizer's languages rather than the
    /// system's: `Bundle.localizedString(forKey:value:table:localizations:)`.
    ///
    /// Compiled for iOS, macOS and visionOS, which have it from 18.4, 15.4 and 2.4; elsewhere
    /// and on earlier systems `nil`, and the caller keeps today's answer (the key or `value`).
    /// tvOS is left out: the SDK the package is type-checked with (18.0) lacks the method.
    func systemString(of bundle: Bundle, forKey key: String, value: String?, table: String?) -> String? {
        #if os(iOS) || os(macOS) || os(visionOS)
        if #available(iOS 18.4, macOS 15.4, visionOS 2.4, *) {
            let languages = localizations.map { Locale.Language(identifier: $0) }
            return bundle.localizedString(forKey: key, value: value, table: table, localizations: languages)
        }
        #endif
        return nil
    }
}
#endif
