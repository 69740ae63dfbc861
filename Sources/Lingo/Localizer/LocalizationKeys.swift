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

    /// The values for the last snapshot they were resolved against.
    final class Resolved: Sendable {
        let snapshot: ObjectIdentifier
        let values: ContiguousArray<LocalizedValue?>

        init(snapshot: ObjectIdentifier, values: ContiguousArray<LocalizedValue?>) {
            self.snapshot = snapshot
            self.values = values
        }
    }

    let resolved: AtomicReference<Resolved>

    /// Creates a key list.
    public init(table: String? = nil, keys: [String]) {
        self.table = table
        self.keys = keys
        resolved = AtomicReference(Resolved(snapshot: ObjectIdentifier(LocalizationKeys.self), values: []))
    }

    /// The values of the keys in `snapshot`, resolved once per snapshot.
    @inline(__always)
    func values(in snapshot: LanguageSnapshot) -> Resolved {
        let current = resolved.load()
        if current.snapshot == ObjectIdentifier(snapshot) { return current }
        var values = ContiguousArray<LocalizedValue?>()
        values.reserveCapacity(keys.count)
        for key in keys { values.append(snapshot.hit(key, table: table)?.value) }
        let fresh = Resolved(snapshot: ObjectIdentifier(snapshot), values: values)
        resolved.store(fresh)
        return fresh
    }
}

extension Localizer {
    /// The string for `keys.keys[index]`, like ``string(_:table:default:)`` but without hashing
    /// the key: the generated accessors of `lingo gen` call this.
    ///
    /// - Complexity: O(1) after the first lookup in each language.
    public func string(at index: Int, of keys: LocalizationKeys) -> String {
        registrar.access(self, keyPath: Self.languageKeyPath)
        return withSnapshot { snapshot in
            let resolved = keys.values(in: snapshot)
            guard index >= 0, index < resolved.values.count else { return "" }
            if snapshot.showsKeys { return keys.keys[index] }
            if let value = resolved.values[index] { return value.text }
            let key = keys.keys[index]
            if hasIssueHandler.value {
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
