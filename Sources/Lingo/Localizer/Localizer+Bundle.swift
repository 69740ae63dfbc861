import Foundation
import LingoFormats

extension Localizer {
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
            report(.fileDiagnostic(Diagnostic(location: SourceLocation(file: folder.path, line: 1, column: 1), severity: .error,
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
