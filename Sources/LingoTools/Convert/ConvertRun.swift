import Foundation
import Lingo
import LingoFormats

/// Everything `lingo convert` does, as a library call: read, convert, write.
///
/// - `.xcstrings` file → folder: writes `<folder>/<language>.lproj/<Table>.strings` and
///   `.stringsdict` (`Table` is the catalog's file name).
/// - folder of `.lproj` tables → writes one `<Table>.xcstrings` per table into the output folder,
///   or the given `.xcstrings` file when there is one table (or `table` names one).
public enum ConvertRun: Sendable {
    /// Converts `input` and writes the result to `output`.
    ///
    /// - Parameters:
    ///   - input: A `.xcstrings` file, or a folder holding `<lang>.lproj` folders.
    ///   - output: A folder, or (for tables) a `.xcstrings` file.
    ///   - table: The one table to convert, when the folder has several.
    ///   - developmentLanguage: The catalog's source language.
    /// - Returns: The files written, and notes about what could not be carried over.
    /// - Throws: ``LingoToolsError`` for unreadable input, nothing to convert, or unwritable output.
    public static func run(input: String, output: String, table: String? = nil,
                           developmentLanguage: LanguageTag? = nil) throws -> (written: [String], notes: [String]) {
        var written = [String]()
        if input.lowercased().hasSuffix(".xcstrings") {
            let url = URL(fileURLWithPath: input)
            let data: Data
            do {
                data = try Data(contentsOf: url)
            } catch {
                throw LingoToolsError.unreadable(path: input, reason: error.localizedDescription)
            }
            let catalog = StringCatalog.parse(data, path: input)
            if let error = catalog.diagnostics.errors.first {
                throw LingoToolsError.invalidInput("\(error) (run `lingo lint \(input)` for every problem)")
            }
            let name = url.deletingPathExtension().lastPathComponent
            for files in CatalogConverter.files(from: catalog) {
                let folder = output + "/" + files.language + ".lproj"
                if let strings = files.strings {
                    written.append(try write(strings.render(), to: folder + "/" + name + ".strings"))
                }
                if let dictionary = files.stringsDict {
                    written.append(try write(dictionary.render(), to: folder + "/" + name + ".stringsdict"))
                }
            }
            return (written, [])
        }
        var configuration = LintConfiguration()
        configuration.developmentLanguage = developmentLanguage
        let project = try LocalizationProject.load(paths: [input], configuration: configuration)
        let inputPath = ProjectScanner.displayPath(input)
        guard let set = project.tableSets.first(where: { $0.directory == inputPath }) ?? project.tableSets.first,
              project.tableSets.count == 1 || project.tableSets.contains(where: { $0.directory == inputPath }) else {
            if project.tableSets.isEmpty {
                throw LingoToolsError.invalidInput("\(input) has no <lang>.lproj folders with .strings or .stringsdict files")
            }
            throw LingoToolsError.invalidInput("\(input) holds several sets of .lproj folders; convert one of: "
                + project.tableSets.map(\.directory).joined(separator: ", "))
        }
        var tables = set.tables
        if let table {
            tables = tables.filter { $0.name == table }
            if tables.isEmpty { throw LingoToolsError.invalidInput("\(input) has no table named \(table)") }
        }
        let toFile = output.lowercased().hasSuffix(".xcstrings")
        if toFile, tables.count != 1 {
            throw LingoToolsError.invalidInput("\(input) has \(tables.count) tables (\(tables.map(\.name).joined(separator: ", "))): "
                + "give an output folder, or --table NAME")
        }
        var notes = [String]()
        for table in tables {
            let (catalog, tableNotes) = CatalogConverter.catalog(from: table, developmentLanguage: project.developmentLanguage)
            notes += tableNotes
            let path = toFile ? output : output + "/" + table.name + ".xcstrings"
            written.append(try write(catalog.render(), to: path))
        }
        return (written, notes)
    }

    private static func write(_ data: Data, to path: String) throws -> String {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw LingoToolsError.unwritable(path: path, reason: error.localizedDescription)
        }
        return path
    }
}
