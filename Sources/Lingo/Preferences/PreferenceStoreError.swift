// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An error reading or writing a preference store.
public struct PreferenceStoreError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, in a sentence.
    public let message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
