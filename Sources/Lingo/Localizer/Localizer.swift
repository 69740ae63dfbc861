// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoUtilities
import Observation

/// Switches an app's language at runtime: instantly, remembered across launches, following the
/// system's languages until the user chooses.
///
/// ```swift
/// let localizer = try Localizer(resources: resourcesURL, developmentLanguage: "en")
/// localizer.string("settings.title")          // from <lang>.lproj/Localizable.strings
/// try localizer.setLanguage("zh-Hant")        // instant; persisted; observers told
/// localizer.followSystem()                    // back to the system's languages
/// ```
///
/// The language in use is resolved in this order: the user's explicit choice (matched to the
/// available localizations, so `zh-HK` uses `zh-Hant`), then the system's preferred languages
/// matched the same way, then the development language. A key missing in the language in use
/// is looked up along its fallback chain (its CLDR parents, then the development language);
/// then the default value, then the key itself is returned.
///
/// Lookups are the hot path: they read one immutable snapshot of the language in use, with no
/// lock, no file system and no `UserDefaults`. A switch publishes another snapshot, so a lookup
/// never sees half of one language and half of another. Every member is safe to call from any
/// thread.
public final class Localizer: Sendable {
    /// The folder holding the `<lang>.lproj` folders.
    public let resources: URL
    /// The language the app was written in: the last resort of every lookup.
    public let developmentLanguage: LanguageTag
    /// The languages the app can show, from its `.lproj` folder names (normalized, so
    /// `zh_hans.lproj` is `zh-Hans` and `English.lproj` is `en`) plus the development language.
    public let availableLanguages: [LanguageTag]
    /// Where the user's choice is remembered.
    public let store: any PreferenceStore
    /// Where the system's preferred languages come from.
    public let systemLanguages: SystemLanguages
    /// Chooses among ``availableLanguages``.
    public let matcher: LanguageMatcher
    /// The device whose variants are used (`.stringsdict` device rules, catalogs' "Vary by
    /// Device").
    public let device: DeviceClass
    /// The options the localizer was made with.
    public let options: LocalizerOptions

    let current: AtomicReference<LanguageSnapshot>
    /// What the user asked for and what is in use: changed only with `switchLock` held.
    let state: Protected<LanguageChoice>
    /// Serializes switches, snapshot builds and observer notifications. Recursive, so an
    /// observer may switch again.
    let switchLock = NSRecursiveLock()
    /// The explicit choices switched to so far and the choice in use, guarded by `switchLock`.
    let targets: SwitchTargets
    let registrar = ObservationRegistrar()
    /// `\.language`, made once per localizer: instantiating a key path per lookup would touch
    /// a shared reference count from every thread, and a static one costs a `swift_once` check.
    let languageKeyPath: any KeyPath<Localizer, LanguageTag> & Sendable = \Localizer.language
    /// `\.preference`, made once per localizer for the same reason: a switch tells Observation
    /// about both.
    let preferenceKeyPath: any KeyPath<Localizer, LanguagePreference> & Sendable = \Localizer.preference
    /// `NotificationCenter.default`, read once.
    let notificationCenter = NotificationCenter.default
    /// `TaskLanguage.activeScopes`, held here so the lookup path reads a field, not a lazily
    /// initialized global.
    let activeLanguageScopes = TaskLanguage.activeScopes

    // Collaborators, each with its own state and lock.
    /// Reads languages on first use and keeps their tables and snapshots.
    let loader: LanguageLoader
    /// Tells the issue handler about each issue once (among the recent ones).
    let issues: IssueReporter
    /// Saves preference changes to ``store``, coalesced.
    let writer: PreferenceWriter
    /// Finds resource files and reads the unlocalized Info.plist.
    let resourceLookup: ResourceLookup
    /// Makes ``bundle``.
    let bundles: LocalizerBundles
    /// The handlers registered with ``observe(_:)``.
    let observers = ObserverList()

    /// Creates a localizer for the localizations in `resources` and puts the remembered
    /// language (or the system's) in use.
    ///
    /// - Parameters:
    ///   - resources: A folder holding `<lang>.lproj` folders (on Apple platforms usually
    ///     `Bundle.main.resourceURL`).
    ///   - developmentLanguage: The language the app was written in.
    ///   - store: Where the user's choice is remembered; ``PreferenceStore/default`` by default.
    ///   - systemLanguages: Where the system's preferred languages come from.
    ///   - device: The device whose variants to use; `DeviceClass.current` by default.
    ///   - options: Pseudo-languages, keys-only display.
    ///   - issueHandler: Told about missing keys, fallbacks, broken files and store failures,
    ///     each once while it is among the recent issues; see ``issueHandler``.
    /// - Throws: ``LocalizerError/unreadableResources(path:reason:)`` when `resources` cannot
    ///   be listed. A corrupt or unreadable preference store does not throw: the localizer
    ///   follows the system and reports the problem to `issueHandler`.
    public init(
        resources: URL, developmentLanguage: LanguageTag, store: any PreferenceStore = .default,
        systemLanguages: SystemLanguages = .current, device: DeviceClass = .current,
        options: LocalizerOptions = [],
        issueHandler: (@Sendable (LocalizationIssue) -> Void)? = nil
    ) throws {
        let directory: ResourceDirectory
        do {
            directory = try ResourceDirectory(scanning: resources)
        } catch {
            throw LocalizerError.unreadableResources(path: resources.path, reason: error.localizedDescription)
        }
        var available = directory.languages
        if !available.contains(developmentLanguage) {
            available.append(developmentLanguage)
            available.sort()
        }
        // Pseudo-languages are offered and selectable, but never matched to the system's.
        let matcher = LanguageMatcher(available: available)
        if options.contains(.pseudoLanguages) {
            available += [.pseudoAccented, .pseudoBidirectional].filter { !available.contains($0) }
        }

        var storeIssue: LocalizationIssue? = nil
        var preference = LanguagePreference.system
        do {
            preference = try PreferenceWriter.load(from: store) ?? .system
        } catch {
            storeIssue = .preferenceStore(message: "\(error)")
        }

        self.resources = resources
        self.developmentLanguage = developmentLanguage
        self.availableLanguages = available
        self.store = store
        self.systemLanguages = systemLanguages
        self.matcher = matcher
        self.device = device
        self.options = options
        let issues = IssueReporter(handler: issueHandler)
        self.issues = issues
        writer = PreferenceWriter(store: store) { issues.report(.preferenceStore(message: "\($0)")) }
        resourceLookup = ResourceLookup(directory: directory)
        bundles = LocalizerBundles(issues: issues)
        loader = LanguageLoader(
            directory: directory, matcher: matcher, developmentLanguage: developmentLanguage,
            device: device, options: options)
        let selection = Self.resolve(
            preference, matcher: matcher, options: options, systemLanguages: systemLanguages,
            developmentLanguage: developmentLanguage)
        let snapshot = loader.snapshot(for: selection.language)
        let choice = LanguageChoice(preference: preference, selection: selection)
        state = Protected(choice)
        targets = SwitchTargets(inUse: choice)
        current = AtomicReference(snapshot)
        if let storeIssue { issues.report(storeIssue) }
        for (path, reason) in directory.unreadable { issues.report(.notALocalization(path: path, reason: reason)) }
        for diagnostic in directory.diagnostics { issues.report(.fileDiagnostic(diagnostic)) }
        reportDiagnostics(of: snapshot.chain)
    }

    // MARK: - State

    /// The language in use now.
    ///
    /// Inside ``withLanguage(_:_:)``, the language of that scope.
    public var language: LanguageTag {
        registrar.access(self, keyPath: \.language)
        return withSnapshot { $0.language }
    }

    /// What the user asked for: ``LanguagePreference/system`` until they choose.
    public var preference: LanguagePreference {
        registrar.access(self, keyPath: \.preference)
        return state.withLock { $0 }.preference
    }

    /// The language in use and how it was chosen (for debugging and settings screens).
    public var selection: LanguageSelection {
        registrar.access(self, keyPath: \.language)
        return state.withLock { $0 }.selection
    }

    /// The fallback chain of the language in use: the language, its available CLDR
    /// ancestors, the development language.
    public var fallbackChain: [LanguageTag] {
        withSnapshot { $0.chain }
    }

    /// Told about missing keys, fallbacks, broken files, folders that are not localizations,
    /// store failures and an unavailable ``bundle``. Called on the thread where the issue
    /// happened.
    ///
    /// Each issue is told once while it is remembered. The localizer remembers issues in a
    /// fixed amount of memory (8,192 hashes, about 200 KB) however many distinct keys go
    /// missing: an issue is remembered for at least the next 4,096 distinct issues after it last
    /// happened, and one that keeps happening stays remembered. An issue older than that may be
    /// told again, so a handler that counts must not assume each issue arrives only once.
    public var issueHandler: (@Sendable (LocalizationIssue) -> Void)? {
        get { issues.handler }
        set { issues.handler = newValue }
    }

    // MARK: - Switching

    /// Uses `tag` from now on and remembers the choice.
    ///
    /// The tag is matched to the available languages, so `setLanguage("zh-HK")` with only
    /// `zh-Hant` available uses `zh-Hant` (and remembers `zh-HK`, so a later `zh-HK`
    /// localization would be picked up). The switch is instant: the new language's tables are
    /// read the first time it is used and kept for the next switch back. Observers are told
    /// synchronously, on this thread, after the new language is in place; choosing the
    /// language already in use tells nobody.
    ///
    /// - Throws: ``LocalizerError/languageNotAvailable(_:available:)`` when no available
    ///   language matches `tag`; nothing changes then.
    public func setLanguage(_ tag: LanguageTag) throws {
        switchLock.lock()
        defer { switchLock.unlock() }
        guard let target = target(for: tag) else {
            throw LocalizerError.languageNotAvailable(tag, available: availableLanguages)
        }
        apply(target.choice, target: target)
    }

    /// What the explicit choice `tag` switches to: matched and its snapshot built the first
    /// time, remembered until an overlay is installed. Call with `switchLock` held.
    func target(for tag: LanguageTag) -> SwitchTargets.Target? {
        targets.target(for: tag) {
            guard let match = LanguageLoader.explicitMatch(tag, matcher: matcher, options: options) else { return nil }
            let selection = LanguageSelection(language: match.localization, source: .userChoice, match: match)
            return SwitchTargets.Target(
                tag: tag, choice: LanguageChoice(preference: .explicit(tag), selection: selection),
                snapshot: snapshot(for: selection.language))
        }
    }

    /// Follows the system's preferred languages from now on, and remembers that.
    public func followSystem() {
        switchLock.lock()
        defer { switchLock.unlock() }
        let selection = Self.resolve(
            .system, matcher: matcher, options: options, systemLanguages: systemLanguages,
            developmentLanguage: developmentLanguage)
        apply(LanguageChoice(preference: .system, selection: selection))
    }

    /// Asks the system for its preferred languages again and switches if they changed; for
    /// apps that follow the system (call it when the system's locale changes).
    public func refreshSystemLanguages() {
        switchLock.lock()
        defer { switchLock.unlock() }
        let preference = targets.inUse.preference
        let selection = Self.resolve(
            preference, matcher: matcher, options: options, systemLanguages: systemLanguages,
            developmentLanguage: developmentLanguage)
        apply(LanguageChoice(preference: preference, selection: selection), persist: false)
    }

    /// Waits until this localizer's preference changes have been written to the store.
    ///
    /// Switches write in the background (a slow disk never delays a switch), coalesced: only
    /// the latest preference is written and at most one write is in flight, so `flush()`
    /// after thousands of switches waits for one or two writes. Other localizers' writes are
    /// not waited for. Lingo also waits for every write when the process exits normally, and a
    /// new localizer reads its store after the writes in flight.
    public func flush() {
        writer.flush()
    }

    /// Puts `choice` in use: publishes its snapshot, tells Observation, saves the preference
    /// and tells the observers. Call with `switchLock` held.
    ///
    /// - Parameter target: The explicit choice `choice` comes from, if any: it keeps the
    ///   snapshot and the last change, for the next switch there.
    private func apply(_ choice: LanguageChoice, target: SwitchTargets.Target? = nil, persist: Bool = true) {
        let snapshot = target?.snapshot ?? snapshot(for: choice.selection.language)
        let old = targets.inUse
        let languageChanges = old.selection.language != choice.selection.language
        let preferenceChanges = old.preference != choice.preference

        // Observation's willSet and didSet around the change, as `withMutation` makes them
        // (language outermost), without its closures.
        if languageChanges { registrar.willSet(self, keyPath: languageKeyPath) }
        if preferenceChanges { registrar.willSet(self, keyPath: preferenceKeyPath) }
        current.store(snapshot, publishedBefore: target?.published ?? false)
        target?.published = true
        targets.inUse = choice
        state.withLock { $0 = choice }
        if preferenceChanges { registrar.didSet(self, keyPath: preferenceKeyPath) }
        if languageChanges { registrar.didSet(self, keyPath: languageKeyPath) }
        if persist, preferenceChanges || choice.preference != .system {
            writer.save(choice.preference)
        }
        if languageChanges {
            if issues.isActive.value { reportDiagnostics(of: snapshot.chain) }
            notify(
                target?.notice(from: old.selection.language)
                    ?? LanguageChangeNotice(
                        LanguageChange(
                            oldLanguage: old.selection.language, newLanguage: choice.selection.language,
                            preference: choice.preference, selection: choice.selection)))
        }
    }

    // MARK: - Resolution and loading

    static func resolve(
        _ preference: LanguagePreference, matcher: LanguageMatcher, options: LocalizerOptions,
        systemLanguages: SystemLanguages, developmentLanguage: LanguageTag
    ) -> LanguageSelection {
        if case .explicit(let tag) = preference,
            let match = LanguageLoader.explicitMatch(tag, matcher: matcher, options: options)
        {
            return LanguageSelection(language: match.localization, source: .userChoice, match: match)
        }
        if let match = matcher.bestMatch(for: systemLanguages.languages) {
            return LanguageSelection(language: match.localization, source: .system, match: match)
        }
        return LanguageSelection(language: developmentLanguage, source: .developmentLanguage, match: nil)
    }

    /// The snapshot for `language`, built on first use. Call with `switchLock` held.
    func snapshot(for language: LanguageTag) -> LanguageSnapshot {
        loader.snapshot(for: language)
    }

    /// The languages whose tables have been read so far (languages never used are never read).
    public var loadedLanguages: [LanguageTag] {
        loader.loadedLanguages
    }
}
