// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

// Re-exports this one type (not the rest of LingoFormats) so that `import Lingo` code sees its
// cases (`.one`) even with the MemberImportVisibility upcoming feature on, which hides members
// of a module the file does not import; the typealias alone does not make them visible.
@_exported import enum LingoFormats.PluralCategory

/// A CLDR plural category: `zero`, `one`, `two`, `few`, `many` or `other`.
///
/// The type lives in LingoFormats, where `.stringsdict` and `.xcstrings` files name their plural
/// forms with it; this alias (and the re-export above) lets `import Lingo` code use it without
/// importing LingoFormats.
public typealias PluralCategory = LingoFormats.PluralCategory
