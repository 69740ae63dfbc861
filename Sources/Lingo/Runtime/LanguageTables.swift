import Foundation
import LingoFormats

/// The tables of one language, read from its `.lproj` folders: table name → entries.
struct LanguageTables: Sendable {
    /// Table name (`Localizable`, `InfoPlist`, ...) → entries in file order. A key may appear
    /// more than once (in two folders of the same language); the first one wins.
    var tables: [String: [(key: String, value: LocalizedValue)]]
    /// Problems found in the files.
    var diagnostics: [Diagnostic]

    /// Reads every `.strings` file in `folders`. A file that cannot be read is reported and
    /// skipped; a file with errors contributes every entry that could be read.
    init(folders: [URL]) {
        var tables = [String: [(key: String, value: LocalizedValue)]]()
        var diagnostics = [Diagnostic]()
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()) ?? []
            for name in names where name.hasSuffix(".strings") {
                let url = folder.appendingPathComponent(name)
                let tableName = String(name.dropLast(".strings".count))
                do {
                    let (pairs, problems) = StringsFile.parsePairs(try Data(contentsOf: url), path: url.path)
                    diagnostics += problems
                    let entries = pairs.map { (key: $0.key, value: LocalizedValue.text($0.value)) }
                    if tables[tableName] == nil {
                        tables[tableName] = entries
                    } else {
                        tables[tableName]!.append(contentsOf: entries)
                    }
                } catch {
                    diagnostics.append(Diagnostic(location: SourceLocation(file: url.path, line: 1, column: 1),
                                                  severity: .error, message: "cannot read the file: \(error.localizedDescription)"))
                }
            }
        }
        self.tables = tables
        self.diagnostics = diagnostics
    }
}
