// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation
import LingoFormats
import LingoUtilities
import Observation

/// Switches an app's language at runtime: instantly, remembered across launches, following the
/// system's languages until the user chooses.
///
/// ```swift
/// let localizer = try Localizer(
///     resources: resourcesURL,
///     developmentLanguage: "en"
/// )
/// // From <lang>.lproj/Localizable.strings:
/// localizer.string("settings.title")
/// // Instant; persisted; observers told:
/// try localizer.setLanguage("zh-Hant")
/// // Back to the system's languages:
/// localizer.followSystem()
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
///
/// Each change is told after the switch that made it has released its lock: to Observation, to
/// the closure observers (``observe(_:)``, ``changes``) and as a
/// ``languageDidChangeNotification``, in the order the changes were made, each once, the same
/// order for every observer. A handler may look strings up or switch again.
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

    /// The snapshot of the language in use, read by every lookup without a lock.
    let current: AtomicReference<LanguageSnapshot>
    /// The switch lock, a plain one, and what it owns: the choice (what the user asked for and
    /// what is in use, kept there only), the explicit choices switched to so far and the changes
    /// not yet told. It serializes switches and snapshot builds; no observer, closure,
    /// notification or issue handler runs while it is held (see ``ChangeQueue``). Reading the
    /// choice (``preference``, ``selection``) takes it briefly, and waits while a switch reads
    /// a language's files.
    let switching: Protected<SwitchState>
    /// How many changes are queued and not yet told, the one being told included: atomic, so
    /// that the thread telling them ends its turn without the switch lock (see ``ChangeQueue``).
    let untoldChanges = AtomicCounter()
    let registrar = ObservationRegistrar()
    /// `\.language`, made once per localizer: instantiating a key path per lookup would touch
    /// a shared reference count from every thread, and a static one costs a `swift_once` check.
    let languageKeyPath: any KeyPath<Localizer, LanguageTag> & Sendable = \Localizer.language
    /// `\.preference`, made once per localizer for the same reason: a switch tells Observation
    /// about both.
    let preferenceKeyPath: any KeyPath<Localizer, LanguagePreference> & Sendable = \Localizer.preference
    /// Whether ``preference`` has ever been read: set before the read registers with
    /// Observation, never cleared. Until then no Observation tracking depends on it (tracking
    /// learns what it depends on from the reads it makes), so its changes are not told.
    let preferenceWasRead = AtomicFlag(false)
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
    /// The watch of ``store`` when other processes share it.
    let follower = StoreFollower()
    /// ``formats`` per language, dropped on a switch.
    let formatCache = Protected<[LanguageTag: LocalizedFormats]>([:])

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
            throw LocalizerError.unreadableResources(path: resources.path, reason: FileFailure.reason(for: error))
        }
        var available = directory.languages
        if !available.contains(developmentLanguage) {
            available.append(developmentLanguage)
            available = available.stablySorted(by: <)
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
        switching = Protected(SwitchState(choice: LanguageChoice(preference: preference, selection: selection)))
        current = AtomicReference(snapshot)
        if let storeIssue { issues.report(storeIssue) }
        for (path, reason) in directory.unreadable { issues.report(.notALocalization(path: path, reason: reason)) }
        for diagnostic in directory.diagnostics { issues.report(.fileDiagnostic(diagnostic)) }
        reportDiagnostics(of: snapshot.chain)
        startFollowingStore()
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
        if !preferenceWasRead.value { preferenceWasRead.set(true) }
        registrar.access(self, keyPath: \.preference)
        return switching.withLock { $0.choice }.preference
    }

    /// The language in use and how it was chosen (for debugging and settings screens).
    public var selection: LanguageSelection {
        registrar.access(self, keyPath: \.language)
        return switching.withLock { $0.choice }.selection
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

    // MARK: - Persistence

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

    /// The snapshot for `language`, built on first use. Call with the switch lock held.
    func snapshot(for language: LanguageTag) -> LanguageSnapshot {
        loader.snapshot(for: language)
    }

    /// The languages whose tables have been read so far (languages never used are never read).
    public var loadedLanguages: [LanguageTag] {
        loader.loadedLanguages
    }
}
