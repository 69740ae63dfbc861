import LingoFormats
import Observation

extension Localizer {
    /// The string for `key` formatted with `arguments`, printf-style, in the language in use.
    ///
    /// The format comes from `table` along the fallback chain, like ``string(_:table:default:)``
    /// (the key itself is the format when no language has it). Numbers are written the way the
    /// language writes them (`1,234.5` in English, `1.234,5` in German), as
    /// `String.localizedStringWithFormat` does on Apple platforms. Positional arguments
    /// (`%2$@ %1$@`) work on every platform.
    ///
    /// Never traps: `%@` takes any value, numeric conversions take any number, and a missing or
    /// wrongly typed argument renders visibly (the placeholder as written, or the value's
    /// description) and is reported to ``issueHandler``.
    ///
    /// - Parameters:
    ///   - key: The key of the format.
    ///   - table: The table (`Localizable` when `nil`).
    ///   - arguments: The values for the format's placeholders.
    public func format(_ key: String, table: String? = nil, _ arguments: any CVarArg...) -> String {
        format(key, table: table, cArguments: arguments)
    }

    func format(_ key: String, table: String?, cArguments arguments: [any CVarArg]) -> String {
        registrar.access(self, keyPath: Self.languageKeyPath)
        return withSnapshot { snapshot in
            let value = lookUpFormat(key, table: table, snapshot: snapshot)
            let result = snapshot.renderer.render(value, arguments: arguments)
            reportFormatIssues(result.issues, key: key, snapshot: snapshot)
            return result.string
        }
    }

    /// The string for `key` formatted with `arguments` of any type; see
    /// ``format(_:table:_:)``.
    public func format(_ key: String, table: String? = nil, arguments: [Any]) -> String {
        registrar.access(self, keyPath: Self.languageKeyPath)
        return withSnapshot { snapshot in
            let value = lookUpFormat(key, table: table, snapshot: snapshot)
            let result = snapshot.renderer.render(value, arguments: arguments)
            reportFormatIssues(result.issues, key: key, snapshot: snapshot)
            return result.string
        }
    }

    /// Formats `format` itself (not a key) with the number symbols of the language in use.
    public func localizedFormat(_ format: String, _ arguments: any CVarArg...) -> String {
        withSnapshot { $0.renderer.render(format, arguments: arguments).string }
    }

    private func lookUpFormat(_ key: String, table: String?, snapshot: LanguageSnapshot) -> String {
        if let hit = snapshot.hit(key, table: table) {
            if hit.source != 0, hasIssueHandler.value {
                reportFallback(key: key, table: table, snapshot: snapshot, source: hit.source)
            }
            return hit.value.text
        }
        if hasIssueHandler.value {
            report(.missingKey(key: key, table: table ?? LanguageSnapshot.defaultTableName, language: snapshot.language))
        }
        return key
    }

    private func reportFormatIssues(_ issues: [FormatIssue], key: String, snapshot: LanguageSnapshot) {
        guard !issues.isEmpty, hasIssueHandler.value else { return }
        for issue in issues { report(.format(key: key, language: snapshot.language, issue: issue)) }
    }
}
