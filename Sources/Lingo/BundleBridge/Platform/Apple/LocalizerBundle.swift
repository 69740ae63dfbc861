// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

#if canImport(Darwin)
public import Foundation
import LingoUtilities
import ObjectiveC

/// A `Bundle` that answers with a localizer's strings and resources: what
/// ``Localizer/bundle`` returns on Apple platforms.
///
/// It adds no stored state to `Bundle` but a weak reference to its localizer; every override
/// falls back to `Bundle`'s own answer once the localizer is gone.
final class LocalizerBundle: Bundle, @unchecked Sendable {
    // @unchecked: `owner` is set once, in `init`, and the runtime loads weak references atomically.
    private weak var owner: Localizer?

    init?(localizer: Localizer) {
        super.init(path: localizer.resources.path)
        owner = localizer
    }

    override func localizedString(forKey key: String, value: String?, table tableName: String?) -> String {
        guard let owner else { return super.localizedString(forKey: key, value: value, table: tableName) }
        let bridge = BundleBridge(localizer: owner)
        if !bridge.readsTable(tableName),
            let string = bridge.systemString(of: self, forKey: key, value: value, table: tableName)
        {
            return string
        }
        return bridge.localizedString(forKey: key, value: value, table: tableName)
    }

    override func url(forResource name: String?, withExtension ext: String?, subdirectory subpath: String?) -> URL? {
        owner.flatMap { BundleBridge(localizer: $0).url(forResource: name, withExtension: ext, subdirectory: subpath) }
            ?? super.url(forResource: name, withExtension: ext, subdirectory: subpath)
    }

    override func path(forResource name: String?, ofType ext: String?) -> String? {
        owner.flatMap { BundleBridge(localizer: $0).path(forResource: name, ofType: ext) }
            ?? super.path(forResource: name, ofType: ext)
    }

    override var preferredLocalizations: [String] {
        owner.map { BundleBridge(localizer: $0).preferredLocalizations } ?? super.preferredLocalizations
    }
}

/// The class `Bundle.main` takes while ``Localizer/overrideMainBundle()`` is in effect: the
/// seeds' `object_setClass` technique, with the localizer looked up on every call.
final class LingoMainBundle: Bundle, @unchecked Sendable {
    // @unchecked: no stored properties; the shared state is behind `Protected`'s lock.

    /// The localizer `Bundle.main` answers with, and `Bundle.main`'s class before the override.
    static let override = Protected<(localizer: Localizer?, originalClass: AnyClass?)>((nil, nil))

    private static var bridge: BundleBridge? { override.withLock { $0.localizer }.map(BundleBridge.init) }

    override func localizedString(forKey key: String, value: String?, table tableName: String?) -> String {
        guard let bridge = Self.bridge else {
            return super.localizedString(forKey: key, value: value, table: tableName)
        }
        if !bridge.readsTable(tableName),
            let string = bridge.systemString(of: self, forKey: key, value: value, table: tableName)
        {
            return string
        }
        return bridge.localizedString(forKey: key, value: value, table: tableName)
    }

    override func url(forResource name: String?, withExtension ext: String?, subdirectory subpath: String?) -> URL? {
        Self.bridge?.url(forResource: name, withExtension: ext, subdirectory: subpath)
            ?? super.url(forResource: name, withExtension: ext, subdirectory: subpath)
    }

    override func path(forResource name: String?, ofType ext: String?) -> String? {
        Self.bridge?.path(forResource: name, ofType: ext) ?? super.path(forResource: name, ofType: ext)
    }

    override var preferredLocalizations: [String] {
        Self.bridge?.preferredLocalizations ?? super.preferredLocalizations
    }
}

extension Localizer {
    /// A `Bundle` whose strings follow the language in use, for code that calls
    /// `NSLocalizedString(_:tableName:bundle:value:comment:)` or
    /// `Bundle.localizedString(forKey:value:table:)`:
    ///
    /// ```swift
    /// NSLocalizedString("settings.title", bundle: localizer.bundle, comment: "")
    /// ```
    ///
    /// On Apple platforms it is one `Bundle` subclass that asks the localizer on every call
    /// (strings with their fallback chain, `url(forResource:...)`, `path(forResource:ofType:)`,
    /// `preferredLocalizations`), so it can be kept and follows every switch.
    ///
    /// On Linux, Foundation's `Bundle` cannot be subclassed (the class has members Swift cannot
    /// override there), so this is a real bundle that Lingo writes once per language into a
    /// temporary folder: the language's tables with the fallback chain already applied (plural
    /// entries as their `other` text). Read `localizer.bundle` where you use it, not once: after
    /// a switch it is another bundle. Resources are not copied there: use
    /// ``url(forResource:withExtension:subdirectory:)``. The folder is private to the process
    /// (a unique name, mode 0700) and removed when the process exits normally; when it cannot
    /// be written, this is `Bundle.main` and the issue handler hears
    /// ``LocalizationIssue/bundleUnavailable(language:reason:)``.
    public var bundle: Bundle { bundles.bundle(for: self) }

    /// Makes `Bundle.main` answer with this localizer, for storyboards, XIBs and code you cannot
    /// change that call `NSLocalizedString` without a bundle. Apple platforms only.
    ///
    /// This is the `object_setClass` technique of the seeds, made safe: idempotent (calling it
    /// again, even from another localizer, only changes which localizer answers), reversible
    /// (``restoreMainBundle()``) and thread-safe. The class given to `Bundle.main` adds no
    /// stored properties, so the object's memory stays `Bundle`'s.
    ///
    /// Caveats: every `NSLocalizedString` of the process follows the in-app language, third-party
    /// SDKs included; views already on screen keep their texts until reloaded (reset the root
    /// view controller, as the README shows); system UI (alerts from the OS, permission prompts,
    /// the app's name on the home screen) still follows the system's language; another SDK that
    /// also swaps `Bundle.main`'s class will fight with this one, so call it once, early.
    public func overrideMainBundle() {
        LingoMainBundle.override.withLock { state in
            state.localizer = self
            let current: AnyClass? = object_getClass(Bundle.main)
            if current != LingoMainBundle.self {
                state.originalClass = current
                object_setClass(Bundle.main, LingoMainBundle.self)
            }
        }
    }

    /// Gives `Bundle.main` back its own class and behaviour; see ``overrideMainBundle()``.
    public static func restoreMainBundle() {
        LingoMainBundle.override.withLock { state in
            if object_getClass(Bundle.main) == LingoMainBundle.self {
                object_setClass(Bundle.main, state.originalClass ?? Bundle.self)
            }
            state.localizer = nil
            state.originalClass = nil
        }
    }
}
#endif
