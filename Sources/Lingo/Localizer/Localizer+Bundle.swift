import Foundation
import LingoFormats

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
    /// ``url(forResource:withExtension:subdirectory:)``.
    public var bundle: Bundle {
        #if canImport(ObjectiveC)
        return dynamicBundle
        #else
        return withSnapshot { materializedBundle(for: $0) }
        #endif
    }

    /// Writes (once per language) a bundle holding the snapshot's tables as `.strings` files.
    func materializedBundle(for snapshot: LanguageSnapshot) -> Bundle {
        if let cached = state.withLock({ $0.bundles[snapshot.language] }) { return cached }
        let folder = bundlesFolder.appendingPathComponent("\(snapshot.language.identifier).bundle", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, table) in snapshot.tables {
                let entries = table.mergedEntries.map { StringsFile.Entry(key: $0.key, value: $0.value.text) }
                try StringsFile(entries: entries).render().write(to: folder.appendingPathComponent("\(name).strings"))
            }
        } catch {
            report(.fileDiagnostic(Diagnostic(location: SourceLocation(file: folder.path, line: 1, column: 1), severity: .error, kind: .unwritableFile,
                                              message: "cannot write the bundle for \(snapshot.language): \(error.localizedDescription)")))
        }
        let bundle = Bundle(path: folder.path) ?? Bundle.main
        state.withLock { $0.bundles[snapshot.language] = bundle }
        return bundle
    }

    /// The temporary folder of this localizer's written bundles (removed when it goes away).
    var bundlesFolder: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("lingo-bundles", isDirectory: true)
            .appendingPathComponent("\(ProcessInfo.processInfo.processIdentifier)-\(instanceID)", isDirectory: true)
    }
}
