import Foundation
import LingoFormats

/// The tables of one language: table name → entries, from its `.lproj` folders (`.strings`
/// and `.stringsdict`) and the String Catalogs.
struct LanguageTables: Sendable {
    /// Table name (`Localizable`, `InfoPlist`, ...) → entries in precedence order: for a key
    /// listed more than once, the first one wins. A `.stringsdict` entry comes before the same
    /// key in `.strings` (Apple's precedence), and `.lproj` files before catalogs.
    var tables: [String: [(key: String, value: LocalizedValue)]]
    /// Problems found in the files.
    var diagnostics: [Diagnostic]

    /// Reads the tables of `language` from `directory`. A file that cannot be read is reported
    /// and skipped; a file with errors contributes every entry that could be read.
    init(language: LanguageTag, directory: ResourceDirectory, device: DeviceClass) {
        var tables = [String: [(key: String, value: LocalizedValue)]]()
        var diagnostics = [Diagnostic]()
        func add(_ entries: [(key: String, value: LocalizedValue)], to table: String) {
            if tables[table] == nil {
                tables[table] = entries
            } else {
                tables[table]!.append(contentsOf: entries)
            }
        }
        func unreadable(_ url: URL, _ error: any Error) {
            diagnostics.append(Diagnostic(location: SourceLocation(file: url.path, line: 1, column: 1),
                                          severity: .error, message: "cannot read the file: \(error.localizedDescription)"))
        }

        for folder in directory.folders[language] ?? [] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()) ?? []
            for name in names where name.hasSuffix(".stringsdict") {
                let url = folder.appendingPathComponent(name)
                do {
                    let file = try StringsDictFile(contentsOf: url)
                    diagnostics += file.diagnostics.filter { $0.severity == .error }
                    add(file.entries.compactMap { entry in
                        LocalizedValue(entry.value, device: device).map { (entry.key, $0) }
                    }, to: String(name.dropLast(".stringsdict".count)))
                } catch {
                    unreadable(url, error)
                }
            }
            for name in names where name.hasSuffix(".strings") {
                let url = folder.appendingPathComponent(name)
                do {
                    let (pairs, problems) = StringsFile.parsePairs(try Data(contentsOf: url), path: url.path)
                    diagnostics += problems
                    add(pairs.map { (key: $0.key, value: LocalizedValue.text($0.value)) },
                        to: String(name.dropLast(".strings".count)))
                } catch {
                    unreadable(url, error)
                }
            }
        }
        for catalog in directory.catalogs {
            guard let spelling = catalog.languages[language] else { continue }
            let isSource = spelling == catalog.catalog.sourceLanguage
            var entries = [(key: String, value: LocalizedValue)]()
            entries.reserveCapacity(catalog.catalog.entries.count)
            for (key, entry) in catalog.catalog.entries {
                if let value = LocalizedValue(catalogEntry: entry, key: key, language: spelling,
                                              isSource: isSource, device: device) {
                    entries.append((key, value))
                }
            }
            add(entries, to: catalog.table)
        }
        self.tables = tables
        self.diagnostics = diagnostics
    }
}
