// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

// size.app's baseline: an app that looks a string up with Foundation's Bundle.
import Foundation

let url = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : ".")
print(Bundle(url: url)?.localizedString(forKey: "a", value: nil, table: nil) ?? "-")
