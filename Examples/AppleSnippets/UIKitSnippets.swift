// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

// UIKitAndStoryboards.md's and ReplacingALanguageManager.md's Apple-only code, as the articles
// write it (see AppLocalizer.swift).
#if canImport(UIKit) && !os(watchOS)
import Lingo
import UIKit

final class SettingsViewController: UIViewController, LocalizedInterface {
    private let localizer: Localizer
    private let greetingLabel = UILabel()
    private var observation: LanguageObservation?

    init(localizer: Localizer) {
        self.localizer = localizer
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(greetingLabel)
        // Now, and after every switch.
        observation = localizer.keepApplyingTexts(to: self)
    }

    func applyLocalizedTexts(from localizer: Localizer) {
        title = localizer.string("settings.title")
        greetingLabel.text = localizer.format("greeting", "Mia")
        view.semanticContentAttribute =
            localizer.language.isRightToLeft
            ? .forceRightToLeft
            : .forceLeftToRight
    }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions:
            [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        AppLocalizer.shared.overrideMainBundle()
        return true
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate,
    LocalizedInterface
{
    var window: UIWindow?
    private var observation: LanguageObservation?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        observation = AppLocalizer.shared.keepApplyingTexts(to: self)
    }

    // Now and after every switch: a fresh storyboard,
    // in the language in use.
    func applyLocalizedTexts(from localizer: Localizer) {
        window?.rootViewController =
            UIStoryboard(name: "Main", bundle: nil)
            .instantiateInitialViewController()
    }
}

/// ReplacingALanguageManager.md, step 6.
func overrideTheMainBundle(_ localizer: Localizer) {
    localizer.overrideMainBundle()
}

// DatesAndNumbers.md, UIKitAndStoryboards.md: formatters and cells after a switch.
final class OrderList: UITableViewController, LocalizedInterface {
    private let dates = DateFormatter()
    private var observation: LanguageObservation?

    override func viewDidLoad() {
        super.viewDidLoad()
        dates.dateStyle = .medium
        observation = AppLocalizer.shared.keepApplyingTexts(to: self)
    }

    // Now, and on the main actor after every switch.
    func applyLocalizedTexts(from localizer: Localizer) {
        title = localizer.string("settings.title")
        dates.locale = localizer.locale
        tableView.reloadData()   // the visible cells, in the new locale
    }
}
#endif
