// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import CLingoAtomics
import LingoUtilities
import Observation

/// A fixed list of keys of one table, looked up by position instead of by hashing the key:
/// what `lingo gen` generates for type-safe accessors.
///
/// ```swift
/// static let keys = LocalizationKeys(
///     table: nil,
///     keys: ["settings.title", "greeting"]
/// )
/// localizer.string(at: 0, of: keys)   // "Settings"
/// ```
///
/// The first lookup after a switch resolves every key once for the language in use (one hash
/// per key); each lookup after that reads an array. Safe to share between threads and between
/// localizers.
public final class LocalizationKeys: Sendable {
    /// The table (`Localizable` when `nil`).
    public let table: String?
    /// The keys, in the order of their indices.
    public let keys: [String]

    /// What a lookup by index finds in one snapshot, each key resolved once along the
    /// snapshot's fallback chain.
    ///
    /// `texts` is what the inlined fast path returns with nothing to report: a key's text when
    /// the language in use has it, the key itself when the snapshot shows keys, else `nil`. A
    /// key found further down the chain has its value in `fallbacks`; a key no language has is
    /// has a `nil` hit there. Both go to the slow path, which returns the fallback's text or the
    /// key and reports it (a fallback or a missing key) the first time it is read in this
    /// snapshot: a read after that costs a flag's load, not a report.
    ///
    /// `@usableFromInline` so that ``LocalizedStrings/string(at:of:)`` reads it inline.
    @usableFromInline
    final class Resolved: Sendable {
        @usableFromInline let texts: ContiguousArray<String?>
        /// By key index, for the keys found further down the chain or by no language: what
        /// answered and whether it was reported. Empty when every key has a text.
        let fallbacks: ContiguousArray<Fallback?>

        init(texts: ContiguousArray<String?>, fallbacks: ContiguousArray<Fallback?>) {
            self.texts = texts
            self.fallbacks = fallbacks
        }
    }

    /// A key the language in use lacks, in one snapshot: what answered it, and whether it was
    /// reported in that snapshot.
    final class Fallback: Sendable {
        let hit: StringTable.Hit?
        /// The text shown: the fallback's, made once; `nil` when no language has the key.
        let text: String?
        let reported = AtomicFlag(false)

        init(_ hit: StringTable.Hit?) {
            self.hit = hit
            text = hit?.value.text
        }
    }

    /// The texts for the snapshot used last, filed under its number (read with loads only).
    /// Each snapshot owns the texts resolved for it (``LanguageSnapshot/resolutions``), so they
    /// go with it, and a reader holding a snapshot finds them alive. Before the first lookup
    /// nothing is filed, so that a read always misses.
    @usableFromInline let current: TaggedReference<Resolved>
    /// A number no other key list of this process has: where a snapshot files its texts.
    let id = LocalizationKeys.ids.next()
    private static let ids = SerialNumbers()

    /// Creates a key list.
    public init(table: String? = nil, keys: [String]) {
        self.table = table
        self.keys = keys
        current = TaggedReference()
    }

    /// The texts of the keys in `snapshot`, resolved once per snapshot: a few loads and
    /// comparisons when the snapshot is the one used last.
    @inline(__always)
    func withResolved<Result>(in snapshot: LanguageSnapshot, _ body: (Resolved) -> Result) -> Result {
        if let result = current.withObject(tagged: snapshot.serial, body) { return result }
        return body(resolve(snapshot))
    }

    /// The text at `index` if the keys were last resolved for the snapshot numbered `serial`,
    /// `index` is valid and the key has a text (or the snapshot shows keys); `nil` otherwise.
    /// A few loads (no write), comparisons and an array read; no reference counting but the
    /// returned string's.
    ///
    /// Inlinable (the one read inlined into clients, through ``LocalizedStrings``): it reads
    /// only `current`, ``TaggedReference/withObject(tagged:_:)`` and ``Resolved``'s `texts`.
    @inlinable @inline(__always)
    func resolvedText(at index: Int, snapshot serial: UInt64) -> String? {
        current.withObject(tagged: serial) { resolved in
            UInt(bitPattern: index) < UInt(bitPattern: resolved.texts.count) ? resolved.texts[index] : nil
        } ?? nil
    }

    private func resolve(_ snapshot: LanguageSnapshot) -> Resolved {
        let made = snapshot.resolutions.withLock { cache -> Resolved in
            if let existing = cache[id] { return existing }
            var texts = ContiguousArray<String?>()
            texts.reserveCapacity(keys.count)
            var fallbacks = ContiguousArray<Fallback?>()
            for (index, key) in keys.enumerated() {
                if snapshot.showsKeys {
                    texts.append(key)
                    continue
                }
                let hit = snapshot.hitCalled(key, table: table)
                texts.append(hit?.source == 0 ? hit?.value.text : nil)
                if hit?.source != 0 {
                    if fallbacks.isEmpty { fallbacks = ContiguousArray(repeating: nil, count: keys.count) }
                    fallbacks[index] = Fallback(hit)
                }
            }
            let fresh = Resolved(texts: texts, fallbacks: fallbacks)
            cache[id] = fresh
            return fresh
        }
        current.store(made, tag: snapshot.serial)
        return made
    }
}

extension Localizer {
    /// The string for `keys.keys[index]`, like ``string(_:table:default:)`` but without hashing
    /// the key: the generated accessors of `lingo gen` call this.
    ///
    /// A key found further down the fallback chain, or by no language, is reported to
    /// ``issueHandler`` as ``string(_:table:default:)`` reports it.
    ///
    /// - Complexity: O(1) after the first lookup in each language.
    public func string(at index: Int, of keys: LocalizationKeys) -> String {
        registrar.access(self, keyPath: languageKeyPath)
        return withSnapshot { string(at: index, of: keys, in: $0) }
    }

    /// The string for `keys.keys[index]` in `snapshot`, without Observation tracking.
    @inline(__always)
    func string(at index: Int, of keys: LocalizationKeys, in snapshot: LanguageSnapshot) -> String {
        keys.withResolved(in: snapshot) { resolved in
            guard index >= 0, index < resolved.texts.count else { return "" }
            if let text = resolved.texts[index] { return text }
            // Found further down the chain, or by no language: reported as `string(_:)` reports,
            // once per key and snapshot.
            guard index < resolved.fallbacks.count, let fallback = resolved.fallbacks[index] else {
                return keys.keys[index]
            }
            if !fallback.reported.value { report(fallback, at: index, of: keys, in: snapshot) }
            return fallback.text ?? keys.keys[index]
        }
    }

    /// Reports the fallback (or missing key) `fallback` of `keys.keys[index]` in `snapshot`,
    /// once: later reads of it in this snapshot only load its flag.
    @inline(never)
    private func report(
        _ fallback: LocalizationKeys.Fallback, at index: Int, of keys: LocalizationKeys, in snapshot: LanguageSnapshot
    ) {
        guard issues.isActive.value else { return }
        fallback.reported.set(true)
        _ = reported(fallback.hit, key: keys.keys[index], table: keys.table, in: snapshot)
    }

    /// The format for `keys.keys[index]` with `arguments`; see ``format(_:table:_:)``.
    public func format(at index: Int, of keys: LocalizationKeys, _ arguments: any CVarArg...) -> String {
        guard index >= 0, index < keys.keys.count else { return "" }
        return format(keys.keys[index], table: keys.table, cArguments: arguments)
    }
}
