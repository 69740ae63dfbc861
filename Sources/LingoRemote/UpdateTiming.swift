// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// When a downloaded, valid update takes effect.
public enum UpdateTiming: Sendable, Hashable {
    /// At once: observers are told as for a language switch.
    case now
    /// At the next ``LocalizationUpdater/applyCachedUpdate()`` (the next launch).
    case nextLaunch
}
