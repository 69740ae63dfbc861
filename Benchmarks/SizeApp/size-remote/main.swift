// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

// size.app's LingoRemote subject: the Lingo app plus a check for an over-the-air update.
import Foundation
import Lingo
import LingoRemote

let url = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : ".")
let localizer = try Localizer(resources: url, developmentLanguage: "en")
let key = try UpdatePublicKey(base64: CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : "")
let configuration = UpdateConfiguration(
    url: URL(string: "https://example.com/lingo/")!, publicKey: key,
    cacheDirectory: URL(fileURLWithPath: NSTemporaryDirectory()))
let updater = LocalizationUpdater(localizer: localizer, configuration: configuration)
print(await updater.checkForUpdate())
print(localizer.string("a"))
