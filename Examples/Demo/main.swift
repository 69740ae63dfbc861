// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoRemote

// lingo-demo: a terminal "settings screen" that switches language at once.
//
//   swift run lingo-demo                          interactive: keys switch language
//   swift run lingo-demo --language ko            choose Korean, remember it, print, exit
//   swift run lingo-demo --system                 follow the system again, print, exit
//   swift run lingo-demo --print                  print the screen, exit
//   swift run lingo-demo --bundle-string KEY      print KEY through localizer.bundle, exit
//   swift run lingo-demo --config-dir DIR ...     keep the preference in DIR/language.json
//   swift run lingo-demo --updates-from URL --public-key FILE --print   apply a signed update

struct Options {
    enum Action: Equatable {
        case interactive
        case setLanguage(String)
        case followSystem
        case printScreen
        case bundleString(String)
    }

    var action = Action.interactive
    var configDirectory: String?
    var updatesFrom: String?
    var publicKey: String?
    var appID: String?

    static let usage = """
        usage: lingo-demo [--language TAG | --system | --print | --bundle-string KEY] [--config-dir DIR]
                          [--updates-from URL --public-key FILE [--app-id ID]]

          (no action)       interactive: press a number to switch language, s to follow
                            the system, q to quit
          --language TAG    use TAG (e.g. zh-Hant, ko, zh-HK), remember it, print, exit
          --system          follow the system's languages (LANGUAGE, LC_ALL, LC_MESSAGES,
                            LANG on Linux), remember that, print, exit
          --print           print the screen in the remembered language, exit
          --bundle-string KEY
                            print NSLocalizedString(KEY) through localizer.bundle, exit
          --config-dir DIR  where the preference lives (default: $XDG_CONFIG_HOME/lingo-demo)
          --updates-from URL --public-key FILE
                            check URL for a signed update (lingo pack), apply it at once,
                            print what changed and one line: update: applied N | up to date |
                            rejected (REASON)
          --app-id ID       the app id updates must name (lingo pack --app-id); without it,
                            only updates that name no app are taken
        """

    init(_ arguments: [String]) throws {
        var remaining = arguments[...]
        // One action: `--language ko --print` must not quietly do only the last one.
        var actionFlag: String?
        func choose(_ chosen: Action, by flag: String) throws {
            if let actionFlag {
                throw UsageError(
                    "\(actionFlag) and \(flag) conflict: give one of --language, --system, --print, --bundle-string")
            }
            actionFlag = flag
            action = chosen
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--language":
                guard let tag = remaining.popFirst() else { throw UsageError("--language needs a language tag") }
                try choose(.setLanguage(tag), by: argument)
            case "--system":
                try choose(.followSystem, by: argument)
            case "--print":
                try choose(.printScreen, by: argument)
            case "--bundle-string":
                guard let key = remaining.popFirst() else { throw UsageError("--bundle-string needs a key") }
                try choose(.bundleString(key), by: argument)
            case "--config-dir":
                guard let directory = remaining.popFirst() else { throw UsageError("--config-dir needs a folder") }
                configDirectory = directory
            case "--updates-from":
                guard let url = remaining.popFirst() else { throw UsageError("--updates-from needs a URL") }
                updatesFrom = url
            case "--public-key":
                guard let path = remaining.popFirst() else { throw UsageError("--public-key needs a file") }
                publicKey = path
            case "--app-id":
                guard let id = remaining.popFirst() else { throw UsageError("--app-id needs an app id") }
                appID = id
            case "--help", "-h":
                print(Self.usage)
                exit(0)
            default:
                throw UsageError("unknown argument \(argument)")
            }
        }
        if updatesFrom != nil, publicKey == nil { throw UsageError("--updates-from needs --public-key FILE") }
    }
}

struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("lingo-demo: \(message)\n".utf8))
    exit(code)
}

let options: Options
do {
    options = try Options(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail("\(error)\n\n\(Options.usage)", code: 2)
}

guard let resources = Bundle.module.url(forResource: "Resources", withExtension: nil) else {
    fail("the demo's Resources folder is missing from its bundle", code: 1)
}
let store: any PreferenceStore =
    options.configDirectory.map {
        FilePreferenceStore(url: URL(fileURLWithPath: $0).appendingPathComponent("language.json"))
    } ?? DefaultPreferenceStore()

let localizer: Localizer
do {
    // The pseudo-languages en-XA and ar-XB are offered too: they find truncation and layouts
    // that do not mirror.
    localizer = try Localizer(
        resources: resources, developmentLanguage: "en", store: store,
        options: .pseudoLanguages
    ) { issue in
        if case .preferenceStore = issue {
            FileHandle.standardError.write(Data("lingo-demo: \(issue)\n".utf8))
        }
    }
} catch {
    fail("\(error)", code: 1)
}

let screen = SettingsScreen(localizer: localizer)
var updateReport: [String] = []
if let url = options.updatesFrom, let key = options.publicKey {
    let before = screen.render()
    let line = DemoUpdates.run(
        localizer: localizer, url: url, publicKeyPath: key, appID: options.appID,
        configDirectory: options.configDirectory)
    updateReport = DemoUpdates.changedLines(before: before, after: screen.render()) + [line]
}
switch options.action {
case .setLanguage(let tag):
    do {
        try localizer.setLanguage(LanguageTag(tag))
    } catch {
        fail("\(error)", code: 1)
    }
    localizer.flush()
    print(screen.render())
case .followSystem:
    localizer.followSystem()
    localizer.flush()
    print(screen.render())
case .printScreen:
    print(screen.render())
case .bundleString(let key):
    print(NSLocalizedString(key, bundle: localizer.bundle, comment: ""))
case .interactive:
    if Terminal.isInteractive {
        Terminal.run(screen: screen, localizer: localizer)
    } else {
        print(screen.render())
    }
}
for line in updateReport { print(line) }
