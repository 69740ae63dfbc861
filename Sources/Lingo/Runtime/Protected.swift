// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// The lock type every module shares (``LingoFormats/Protected``), by its name in Lingo's
/// files that do not import LingoFormats.
typealias Protected<Value> = LingoFormats.Protected<Value>
