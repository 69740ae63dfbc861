// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import LingoUtilities

/// Xcode's *Import Localizations* for Lingo's files, with `lingo lint`'s checks in front.
///
/// Each `<file>` of each document is written into the table its `original` names, in the
/// `.lproj` folder of its `target-language` (an existing folder of that language, whatever
/// its spelling, else a new `<target-language>.lproj`); a `.xcstrings` original is the
/// catalog itself. Other originals (`.storyboard`, `.intentdefinition`) become the `.strings`
/// table of the same name, as Xcode compiles them. Before anything is written, every target is
/// checked against its source as `lingo lint` checks a translation (placeholders by index and
/// type, CLDR plural categories, empty values, whitespace, markup, URLs); a key with an error
/// (or, in strict mode, a warning) is not imported unless ``XLIFFImportRequest/force`` is set.
/// A table whose content does not change is not written, so importing the same file twice
/// changes no byte.
public enum XLIFFImporter {
    /// The lint rules that judge a translation on its own or against its source: not those
    /// about coverage (an untranslated unit is not a problem of the file).
    public static let rules: Set<RuleID> = [
        .syntaxError, .encoding, .formatCountMismatch, .formatTypeMismatch, .formatPositionalInvalid,
        .formatInvalidSpecifier, .pluralMissingCategory, .pluralUnusedCategory, .pluralImpliedQuantity,
        .pluralInvalidValueType, .pluralUndefinedVariable, .emptyValue, .whitespaceMismatch, .markupMismatch,
        .urlMismatch,
    ]

    /// Runs an import request.
    ///
    /// - Throws: ``LingoToolsError`` for unreadable XLIFF files, a bad configuration and
    ///   unwritable tables (the `lingo` executable exits with status 2).
    public static func run(_ request: XLIFFImportRequest) throws -> XLIFFImportResult {
        let configuration = try request.selection.configuration()
        var state = ImportState(
            resources: request.resources, configuration: configuration,
            force: request.force, strict: request.strict)
        for path in request.files {
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw LingoToolsError.unreadable(path: path, reason: error.localizedDescription)
            }
            let document = XLIFFDocument.parse(data, path: path)
            try state.importDocument(document)
        }
        let findings = Finding.sorted(state.findings)
        let errors = findings.filter { $0.severity == Finding.Severity.error }.count
        let warnings = findings.filter { $0.severity == Finding.Severity.warning }.count
        return XLIFFImportResult(
            findings: findings, importedUnits: state.imported, refusedUnits: state.refused,
            written: state.written.sorted(), errorCount: errors, warningCount: warnings,
            failed: errors > 0 || (request.strict && warnings > 0))
    }
}

/// The work of one import run: findings so far, counts, and the folders resolved.
struct ImportState {
    enum Kind { case strings, stringsDict, catalog }

    let resources: String
    let configuration: ProjectConfiguration
    let force: Bool
    let strict: Bool
    var findings = [Finding]()
    var imported = 0
    var refused = 0
    var written = Set<String>()

    init(resources: String, configuration: ProjectConfiguration, force: Bool, strict: Bool) {
        self.resources = resources.hasSuffix("/") && resources.count > 1 ? String(resources.dropLast()) : resources
        self.configuration = configuration
        self.force = force
        self.strict = strict
    }

    mutating func importDocument(_ document: XLIFFDocument) throws {
        var list = FindingList()
        DiagnosticRules.findings(for: document.diagnostics, language: nil, into: &list)
        findings += list.findings
        for file in document.files {
            guard let language = file.targetLanguage else {
                skip(
                    file, unlessReportedIn: document,
                    "<file original=\"\(file.original)\"> has no target-language; it is skipped")
                continue
            }
            guard (try? LanguageTag(language)) != nil else {
                skip(
                    file, unlessReportedIn: document,
                    "target-language \"\(language)\" is no language; the file is skipped")
                continue
            }
            let components = file.original.split(separator: "/", omittingEmptySubsequences: false)
            guard !file.original.hasPrefix("/"), !components.contains(".."), !file.original.isEmpty else {
                skip(
                    file,
                    "original \(file.original.quotedForMessage) is not a path inside the resources folder; the file is skipped"
                )
                continue
            }
            let lowered = file.original.lowercased()
            let kind: Kind =
                lowered.hasSuffix(".xcstrings") ? .catalog : lowered.hasSuffix(".stringsdict") ? .stringsDict : .strings
            let refusedKeys = validate(file, kind: kind, language: language)
            try apply(file, kind: kind, language: language, refusedKeys: refusedKeys)
        }
    }

    /// Reports that `file` is skipped, with `message` saying why; nothing when `document`'s parser
    /// already reported the file (it found the same problem).
    private mutating func skip(
        _ file: XLIFFDocument.File, unlessReportedIn document: XLIFFDocument? = nil, _ message: String
    ) {
        if let document, document.diagnostics.contains(where: { $0.location == file.location }) { return }
        findings.append(Finding(rule: .syntaxError, severity: .error, location: file.location, message: message))
    }
}
