// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

// size.app's Lingo subject: an app that makes a Localizer and looks a string up.
import Foundation
import Lingo

let url = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : ".")
let localizer = try Localizer(resources: url, developmentLanguage: "en")
print(localizer.string("a"))
