import CLingoAtomics
import Observation

/// A fixed list of keys of one table, looked up by position instead of by hashing the key:
/// what `lingo gen` generates for type-safe accessors.
///
/// ```swift
/// static let keys = LocalizationKeys(table: nil, keys: ["settings.title", "greeting"])
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

    /// The values of the keys in one snapshot.
    final class Resolved: Sendable {
        let snapshot: UInt64
        let values: ContiguousArray<LocalizedValue?>

        init(snapshot: UInt64, values: ContiguousArray<LocalizedValue?>) {
            self.snapshot = snapshot
            self.values = values
        }
    }

    /// The values for the snapshot used last (read without a lock), and every snapshot's
    /// values made so far (one per language and localizer: bounded, and kept alive for the
    /// readers of `current`).
    private let current: AtomicReference<Resolved>
    private let resolved = Protected([UInt64: Resolved]())

    /// Creates a key list.
    public init(table: String? = nil, keys: [String]) {
        self.table = table
        self.keys = keys
        current = AtomicReference(Resolved(snapshot: 0, values: []))
    }

    /// Runs `body` with the values of the keys in `snapshot`, resolved once per snapshot.
    @inline(__always)
    func withValues<Result>(in snapshot: LanguageSnapshot, _ body: (ContiguousArray<LocalizedValue?>) -> Result) -> Result {
        if let result = current.withCurrent({ $0.snapshot == snapshot.serial ? body($0.values) : nil }) {
            return result
        }
        return body(resolve(snapshot).values)
    }

    private func resolve(_ snapshot: LanguageSnapshot) -> Resolved {
        let made = resolved.withLock { cache -> Resolved in
            if let existing = cache[snapshot.serial] { return existing }
            var values = ContiguousArray<LocalizedValue?>()
            values.reserveCapacity(keys.count)
            for key in keys { values.append(snapshot.hit(key, table: table)?.value) }
            let fresh = Resolved(snapshot: snapshot.serial, values: values)
            cache[snapshot.serial] = fresh
            return fresh
        }
        current.store(made)
        return made
    }
}

extension Localizer {
    /// The string for `keys.keys[index]`, like ``string(_:table:default:)`` but without hashing
    /// the key: the generated accessors of `lingo gen` call this.
    ///
    /// - Complexity: O(1) after the first lookup in each language.
    public func string(at index: Int, of keys: LocalizationKeys) -> String {
        registrar.access(self, keyPath: languageKeyPath)
        return withSnapshot { snapshot in
            let found: LocalizedValue?? = keys.withValues(in: snapshot) { values in
                index >= 0 && index < values.count ? .some(values[index]) : .none
            }
            guard let value = found else { return "" }
            if snapshot.showsKeys { return keys.keys[index] }
            if let value { return value.text }
            let key = keys.keys[index]
            if issues.isActive.value {
                report(.missingKey(key: key, table: keys.table ?? LanguageSnapshot.defaultTableName, language: snapshot.language))
            }
            return key
        }
    }

    /// The format for `keys.keys[index]` with `arguments`; see ``format(_:table:_:)``.
    public func format(at index: Int, of keys: LocalizationKeys, _ arguments: any CVarArg...) -> String {
        guard index >= 0, index < keys.keys.count else { return "" }
        return format(keys.keys[index], table: keys.table, cArguments: arguments)
    }
}
