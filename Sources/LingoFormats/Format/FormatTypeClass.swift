// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// The kind of argument a placeholder takes. Translations are compared by argument index and
/// type class: `%d` and `%ld` are both `.integer` (they differ only in ``FormatLength``),
/// `%d` and `%@` are not.
public enum FormatTypeClass: String, Hashable, Sendable, CaseIterable {
    /// `%@`: any object.
    case object
    /// `%d %i %u %o %x %X %D %U %O`, and the argument of a `*` width or precision.
    case integer
    /// `%f %F %e %E %g %G %a %A`.
    case float
    /// `%c %C`.
    case character
    /// `%s %S`.
    case cString
    /// `%p`, and `%n`.
    case pointer
}
