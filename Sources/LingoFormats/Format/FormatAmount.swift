// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// A width or precision: a number written in the format, or taken from an argument (`*`).
public enum FormatAmount: Hashable, Sendable {
    /// A number written in the format, such as the `8` of `%8d`.
    case fixed(Int)
    /// `*` or `*2$`: the value of an integer argument, by its 1-based index.
    case argument(index: Int, isPositional: Bool)
}
