// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo
import LingoChecks
package import LingoFormats
import LingoUtilities

/// Writes type-safe Swift accessors for the strings of the development language: what
/// `lingo gen` does.
///
/// ```swift
/// let project = try LocalizationProject.load(paths: ["App/Resources"])
/// let source = try AccessorGenerator(source: "App/Resources")
///     .generate(project)
/// ```
///
/// The generated code, for `settings.title = "Settings"` and `greeting = "Hello, %@!"`:
///
/// ```swift
/// public struct L10n: Sendable {
///     public let localizer: Lingo.Localizer
///     public let strings: Lingo.LocalizedStrings
///     // Follows the language in use:
///     public init(_ localizer: Lingo.Localizer)
///     // One snapshot: L10n(localizer.strings)
///     public init(_ strings: Lingo.LocalizedStrings)
///     public static let keys = Lingo.LocalizationKeys(
///         table: nil,
///         keys: ["greeting", "settings.title"]
///     )
///     /// en: "Hello, %@!"
///     public func greeting(_ arg1: Swift.String) -> Swift.String {
///         strings.format(at: 0, of: Self.keys, arg1)
///     }
///     public var settings: Settings { Settings(strings: strings) }
///     public struct Settings: Sendable {
///         /// en: "Settings"
///         public var title: Swift.String {
///             strings.string(at: 1, of: L10n.keys)
///         }
///     }
/// }
/// ```
///
/// `L10n(localizer)` follows the language in use (each read is a tracked lookup);
/// `L10n(localizer.strings)` reads one snapshot, with one Observation access when it is made
/// and an array read per accessor: the form for a SwiftUI body.
///
/// - Dotted keys become nested namespaces (`settings.title` → `L10n.Settings`, reached as
///   `l10n.settings.title`); other characters split words (`inbox-count` → `inboxCount`).
/// - A text with placeholders becomes a function whose parameters follow the arguments by index:
///   `%@` → `String`, `%d`/`%ld`/`%lld` → `Int`, `%u`/`%x` → `UInt`, `%f`/`%lf`/`%g` → `Double`,
///   `%c` → `Int`, `%s` → `String`, others → `any CVarArg`; plural variables (`.stringsdict`
///   value types, catalog `formatSpecifier`s) are numbers the same way.
/// - Lookups go through `LocalizationKeys` (one per table): an index, not a hashed string.
/// - Tables other than `Localizable` get their own nested struct, named after the table.
///   `InfoPlist` tables are left out unless asked for.
/// - Each accessor's doc comment has the key's comment and the development language's text.
public struct AccessorGenerator: Sendable {
    /// The name of the generated struct.
    public var typeName: String
    /// The access level of the generated declarations.
    public var accessLevel: AccessLevel
    /// The tables to generate; `nil` for every table except `InfoPlist` ones.
    public var tables: [String]?
    /// What the code was generated from, for the banner (such as `Examples/Demo/Resources`).
    public var source: String
    /// The command that regenerates the file, for the banner.
    public var command: String?

    /// Creates a generator.
    public init(
        typeName: String = "L10n", accessLevel: AccessLevel = .public, tables: [String]? = nil,
        source: String, command: String? = nil
    ) {
        self.typeName = typeName
        self.accessLevel = accessLevel
        self.tables = tables
        self.source = source
        self.command = command
    }

    /// The access level of the generated declarations.
    public enum AccessLevel: String, Sendable, CaseIterable {
        /// `public`: for a library target whose clients use the strings.
        case `public`
        /// `package`: for the other modules of the package.
        case `package`
        /// `internal` (no modifier written): for an app target.
        case `internal`

        /// The modifier written before each declaration, with its trailing space; empty for
        /// `internal`.
        var modifier: String { self == .internal ? "" : rawValue + " " }
    }

    /// One table's keys, development-language texts and comments.
    struct Table {
        var name: String
        var keys: [String]
        var texts: [String: LocalizationEntry]
        var comments: [String: String]
        var language: String
    }

    /// Generates the Swift source for a project's development-language tables and catalogs.
    ///
    /// - Throws: ``LingoToolsError/invalidInput(_:)`` when there is no table to generate, the
    ///   type name is not an identifier.
    package func generate(_ project: LocalizationProject) throws -> String {
        guard SwiftIdentifier.type(typeName) == typeName, !SwiftIdentifier.keywords.contains(typeName) else {
            throw LingoToolsError.invalidInput("\(typeName.quotedForMessage) is not a type name")
        }
        let tables = collectTables(project)
        guard !tables.isEmpty else {
            throw LingoToolsError.invalidInput(
                "no table of the development language "
                    + "(\(project.developmentLanguage?.identifier ?? "none")) to generate accessors for")
        }
        var writer = SwiftWriter(access: accessLevel.modifier)
        writer.line("// Generated by `lingo gen` from \(source) — do not edit.")
        if let command { writer.line("// Regenerate with: \(command)") }
        writer.line("")
        writer.line("import Lingo")
        writer.line("")
        let root = tables.first { $0.name == LocalizationDiscovery.defaultTableName }
        let language = tables.first?.language ?? "en"
        writer.line(
            "/// The strings of the development language (\(language)), looked up through a `Localizer` by index.")
        writer.line("///")
        writer.line("/// ```swift")
        writer.line("/// let strings = \(typeName)(localizer)")
        if let example = tables.lazy.compactMap({ table in table.keys.first.map { (table, $0) } }).first {
            writer.line("/// strings.\(exampleCall(for: example.1, in: example.0))")
        }
        writer.line("/// ```")
        writer.open("\(writer.access)struct \(typeName): Sendable {")
        writer.line("/// The localizer the strings come from.")
        writer.line("\(writer.access)let localizer: Lingo.Localizer")
        writer.line("/// Where the accessors read: the language in use at each read, or one language snapshot.")
        writer.line("\(writer.access)let strings: Lingo.LocalizedStrings")
        writer.line("")
        writer.line("/// Creates accessors that follow `localizer`'s language in use: each read is a lookup")
        writer.line("/// that Observation tracks.")
        writer.open("\(writer.access)init(_ localizer: Lingo.Localizer) {")
        writer.line("self.localizer = localizer")
        writer.line("self.strings = Lingo.LocalizedStrings(following: localizer)")
        writer.close()
        writer.line("")
        writer.line("/// Creates accessors that read one language snapshot: `\(typeName)(localizer.strings)` in a")
        writer.line("/// SwiftUI body is one tracked access, and each read after it an array read.")
        writer.open("\(writer.access)init(_ strings: Lingo.LocalizedStrings) {")
        writer.line("self.localizer = strings.localizer")
        writer.line("self.strings = strings")
        writer.close()
        let others = tables.filter { $0.name != LocalizationDiscovery.defaultTableName }
        let tableProperties = others.map { SwiftIdentifier.member($0.name) }
        if let root {
            writer.line("")
            emitTable(root, keysPath: typeName, into: &writer, reserved: Set(tableProperties))
        }
        for (table, property) in zip(others, tableProperties) {
            let type = SwiftIdentifier.type(table.name + "Table")
            writer.line("")
            writer.line("/// The `\(table.name)` table.")
            writer.line(
                "\(writer.access)var \(SwiftIdentifier.escaped(property)): \(type) { \(type)(strings: strings) }")
            writer.line("")
            writer.line("/// The strings of the `\(table.name)` table.")
            writer.open("\(writer.access)struct \(type): Sendable {")
            writer.line("let strings: Lingo.LocalizedStrings")
            writer.line("")
            emitTable(table, keysPath: "\(typeName).\(type)", into: &writer, reserved: ["localizer", "strings"])
            writer.close()
        }
        writer.close()
        return writer.text
    }

    /// The tables to generate: the development language's table of each name (the first table
    /// set that has it), and each catalog.
    func collectTables(_ project: LocalizationProject) -> [Table] {
        var result = [String: Table]()
        let development = project.developmentLanguage
        for set in project.tableSets {
            for table in set.tables where result[table.name] == nil && wants(table.name) {
                guard let reference = table.reference(developmentLanguage: development) else { continue }
                let texts = TableEntries(reference)
                var comments = [String: String]()
                for entry in reference.strings?.entries ?? [] { comments[entry.key] = entry.comment }
                result[table.name] = Table(
                    name: table.name, keys: texts.ordered.map(\.key).sorted(),
                    texts: texts.byKey, comments: comments, language: reference.folder.language)
            }
        }
        for catalog in project.catalogs {
            let name = catalog.tableName
            guard result[name] == nil, wants(name) else { continue }
            let language = development?.identifier ?? catalog.sourceLanguage ?? "en"
            var texts = [String: LocalizationEntry]()
            var comments = [String: String]()
            let location = SourceLocation(file: catalog.path, line: 1, column: 1)
            for (key, entry) in catalog.entries where entry.extractionState != .stale {
                if let localization = entry.localizations[language] {
                    texts[key] = LocalizationEntry(
                        key: key, location: entry.location ?? location, localization: localization)
                } else {
                    texts[key] = LocalizationEntry(
                        key: key, location: entry.location ?? location,
                        main: EntryText(text: key, location: entry.location ?? location))
                }
                comments[key] = entry.comment
            }
            result[name] = Table(
                name: name, keys: texts.keys.sorted(), texts: texts, comments: comments, language: language)
        }
        return result.values.sorted { $0.name < $1.name }
    }

    func wants(_ table: String) -> Bool {
        if let tables { return tables.contains(table) }
        return !TableSet.Table.isInfoPlist(named: table)
    }

    private func exampleCall(for key: String, in table: Table) -> String {
        let prefix =
            table.name == LocalizationDiscovery.defaultTableName ? "" : SwiftIdentifier.member(table.name) + "."
        let segments = AccessorTree.segments(of: key)
        let path = segments.dropLast().map(SwiftIdentifier.member) + [SwiftIdentifier.member(segments.last ?? key)]
        return prefix + path.joined(separator: ".")
    }

    /// Emits the `keys` list and the accessors of one table into the current struct.
    private func emitTable(_ table: Table, keysPath: String, into writer: inout SwiftWriter, reserved: Set<String>) {
        writer.line("/// The keys of the `\(table.name)` table, in the order of the accessors' indices.")
        let tableArgument =
            table.name == LocalizationDiscovery.defaultTableName ? "nil" : SwiftWriter.literal(table.name)
        writer.open("\(writer.access)static let keys = Lingo.LocalizationKeys(table: \(tableArgument), keys: [")
        for key in table.keys { writer.line(SwiftWriter.literal(key) + ",") }
        writer.closeBracket("])")
        let tree = AccessorTree(keys: table.keys, reserved: reserved.union(["localizer", "strings", "keys", "init"]))
        emit(tree.root, table: table, keysPath: keysPath, into: &writer)
    }

    private func emit(_ node: AccessorTree.Node, table: Table, keysPath: String, into writer: inout SwiftWriter) {
        for member in node.members {
            writer.line("")
            switch member {
            case .leaf(let name, let index):
                let key = table.keys[index]
                emitAccessor(name: name, key: key, index: index, table: table, keysPath: keysPath, into: &writer)
            case .namespace(let property, let child):
                writer.line("/// The keys under `\(child.prefix)`.")
                writer.line(
                    "\(writer.access)var \(SwiftIdentifier.escaped(property)): \(child.typeName) { "
                        + "\(child.typeName)(strings: strings) }")
                writer.line("")
                writer.line("/// The keys under `\(child.prefix)`.")
                writer.open("\(writer.access)struct \(child.typeName): Sendable {")
                writer.line("let strings: Lingo.LocalizedStrings")
                emit(child, table: table, keysPath: keysPath, into: &writer)
                writer.close()
            }
        }
    }

    private func emitAccessor(
        name: String, key: String, index: Int, table: Table, keysPath: String,
        into writer: inout SwiftWriter
    ) {
        let text = table.texts[key]
        if let comment = table.comments[key], !comment.isEmpty {
            for line in comment.split(separator: "\n", omittingEmptySubsequences: false) {
                writer.line("/// " + line.trimmingTrailingSpaces)
            }
            writer.line("///")
        }
        writer.line("/// Key \(SwiftWriter.literal(key)); \(table.language): " + sourceDescription(text))
        let parameters = text.map(Self.parameters(of:)) ?? []
        let isFormat =
            !parameters.isEmpty || (text?.units.contains { FormatChecks.looksLikeFormat($0.unit.text) } ?? false)
            || (text?.isAlwaysFormat ?? false)
        let member = SwiftIdentifier.escaped(name)
        if parameters.isEmpty {
            let call =
                isFormat
                ? "strings.format(at: \(index), of: \(keysPath).keys)"
                : "strings.string(at: \(index), of: \(keysPath).keys)"
            writer.line("\(writer.access)var \(member): Swift.String { \(call) }")
        } else {
            let list = parameters.enumerated().map { "_ arg\($0.offset + 1): \($0.element)" }.joined(separator: ", ")
            let arguments = parameters.indices.map { "arg\($0 + 1)" }.joined(separator: ", ")
            writer.open("\(writer.access)func \(member)(\(list)) -> Swift.String {")
            writer.line("strings.format(at: \(index), of: \(keysPath).keys, \(arguments))")
            writer.close()
        }
    }

    /// The Swift type of each argument, by index from 1 to the highest.
    static func parameters(of text: LocalizationEntry) -> [String] {
        let signature = FormatSignature(of: text)
        guard let highest = signature.arguments.keys.max(), highest <= 20 else { return [] }
        return (1...highest).map { index in
            guard let argument = signature.arguments[index] else { return "any Swift.CVarArg" }
            switch argument.typeClass {
            case .object, .cString: return "Swift.String"
            case .integer:
                if let conversion = argument.text.last, "uxXoUO".contains(conversion) { return "Swift.UInt" }
                return "Swift.Int"
            case .float: return "Swift.Double"
            case .character: return "Swift.Int"
            case .pointer: return "any Swift.CVarArg"
            }
        }
    }

    /// The development language's text for a doc comment: the text, or the plural forms.
    private func sourceDescription(_ text: LocalizationEntry?) -> String {
        guard let text else { return "(none)" }
        var parts = [String]()
        if let main = text.main { parts.append(SwiftWriter.docQuote(main.text)) }
        for set in text.plurals {
            let forms = set.forms.map { "\($0.category.rawValue): \(SwiftWriter.docQuote($0.unit.text))" }.joined(
                separator: ", ")
            parts.append((set.name.map { "\($0) = " } ?? "") + "[" + forms + "]")
        }
        for alternative in text.alternatives {
            parts.append("\(alternative.variant.name): \(SwiftWriter.docQuote(alternative.unit.text))")
        }
        return parts.joined(separator: "; ")
    }
}

private extension Substring {
    var trimmingTrailingSpaces: String {
        var result = self
        while let last = result.last, last == " " || last == "\t" || last == "\r" { result.removeLast() }
        return String(result)
    }
}

extension AccessorGenerator {
    /// Loads the files a selection names and generates their accessors.
    ///
    /// - Throws: ``LingoToolsError`` for unreadable paths, a configured development language the
    ///   project has no texts in, and when there is nothing to generate; an error listing every
    ///   error-severity diagnostic of the development language's files when they have any (the
    ///   accessors would lack the keys the errors hid).
    public static func generate(_ selection: ProjectSelection, with generator: AccessorGenerator) throws -> String {
        try generateReportingSkipped(selection, with: generator).code
    }

    /// ``generate(_:with:)``, with the files found in the folders that could not be read (a
    /// FIFO, a device, no permission): the code is generated without them.
    package static func generateReportingSkipped(
        _ selection: ProjectSelection, with generator: AccessorGenerator
    ) throws -> (code: String, skipped: [Diagnostic]) {
        var configuration = ProjectConfiguration()
        configuration.developmentLanguage = selection.developmentLanguage
        let project = try LocalizationProject.load(paths: selection.effectivePaths, configuration: configuration)
        try project.requireDevelopmentLanguage(selection.developmentLanguage)
        let errors = generator.developmentErrors(project)
        guard errors.isEmpty else { throw BrokenSources(diagnostics: errors) }
        return (try generator.generate(project), project.skippedFiles)
    }

}
