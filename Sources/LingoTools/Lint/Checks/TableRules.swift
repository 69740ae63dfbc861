import Lingo
import LingoFormats

/// The rules for one table of an `.lproj` table set: every language's texts on their own
/// (placeholders, plurals), then each language against the development language's table
/// (coverage, placeholders, QA).
///
/// Folders that are no language (`qqq.lproj`, invalid names) get the structure rules only;
/// `Base.lproj` is checked on its own when it is the reference and otherwise only for structure.
enum TableRules {
    static func check(_ table: TableSet.Table, in set: TableSet, developmentLanguage: LanguageTag?) -> FindingList {
        var findings = FindingList()
        let reference = table.reference(developmentLanguage: developmentLanguage)
        let source = reference.map(effectiveTexts)
        let sourceName = reference?.folder.language ?? ""
        let sourceBase = reference?.folder.tag?.language ?? developmentLanguage?.language

        for languageTable in table.languages {
            let folder = languageTable.folder
            let isReference = folder == reference?.folder
            guard folder.isLanguage || isReference else { continue }
            guard let pluralLanguage = folder.tag ?? developmentLanguage else { continue }
            let language = folder.language
            let texts = isReference ? (source ?? effectiveTexts(languageTable)) : effectiveTexts(languageTable)
            for keyText in texts.ordered {
                let counterpart = isReference ? nil : source?.byKey[keyText.key]
                checkOnItsOwn(keyText, counterpart: counterpart, language: language, pluralLanguage: pluralLanguage,
                              into: &findings)
            }
            guard let source, !isReference else { continue }
            let sameBase = folder.tag?.language == sourceBase
            // Apps whose keys are their English text (NSLocalizedString("Open File…", ...)) often
            // keep a development-language table with only a few overrides, or none: a key such a
            // table lacks is its own source text.
            let sourceIsSparse = source.ordered.count * 2 < texts.ordered.count
            let isInfoPlist = isInfoPlistTable(table.name)
            for keyText in texts.ordered {
                var sourceText = source.byKey[keyText.key]
                if sourceText == nil, isInfoPlist { continue }
                if sourceText == nil, sourceIsSparse || isSourceText(keyText.key) {
                    sourceText = KeyText(key: keyText.key, location: keyText.location,
                                         main: TextUnit(text: keyText.key, location: keyText.location))
                }
                guard let sourceText else {
                    findings.add(.extraTranslation, at: keyText.location, "\(keyText.key.quotedForMessage) is not in "
                                 + "\(sourceName)'s \(table.name) table", key: keyText.key, language: language)
                    continue
                }
                compare(keyText, with: sourceText, sourceName: sourceName, language: language, sameBaseLanguage: sameBase,
                        into: &findings)
            }
            for sourceText in source.ordered where texts.byKey[sourceText.key] == nil && needsTranslation(sourceText) {
                findings.add(.missingTranslation, at: sourceText.location, "\(sourceText.key.quotedForMessage) has no "
                             + "translation in \(language) (\(folder.name)/\(table.name))", key: sourceText.key,
                             language: language)
            }
        }
        // Language folders of the set that lack the table altogether.
        if let reference, let source {
            for folder in set.folders where folder.isLanguage && folder != reference.folder && table.language(in: folder) == nil {
                for sourceText in source.ordered where needsTranslation(sourceText) {
                    findings.add(.missingTranslation, at: sourceText.location, "\(sourceText.key.quotedForMessage) has no "
                                 + "translation in \(folder.language) (\(folder.name) has no \(table.name) table)",
                                 key: sourceText.key, language: folder.language)
                }
            }
        }
        return findings
    }

    /// Whether a table translates `Info.plist` keys (`InfoPlist`, `QEMULauncher-InfoPlist`,
    /// `Info-RemotePlist`): its source texts are the `Info.plist` values, so a key the
    /// development language's table lacks is not an extra translation.
    static func isInfoPlistTable(_ name: String) -> Bool {
        name.hasSuffix("Plist")
    }

    /// Whether a key reads as text rather than as an identifier: it has a space or a placeholder.
    static func isSourceText(_ key: String) -> Bool {
        key.unicodeScalars.contains { $0.properties.isWhitespace } || FormatChecks.looksLikeFormat(key)
    }

    /// A key whose source text is empty (such as UTM's `"" = "";`) needs no translation.
    private static func needsTranslation(_ text: KeyText) -> Bool {
        text.units.contains { !$0.unit.text.isEmpty }
    }

    /// A language's texts: the `.stringsdict` entry wins over the `.strings` entry of a key, as in
    /// Foundation.
    struct Texts {
        var ordered: [KeyText]
        var byKey: [String: KeyText]
    }

    static func effectiveTexts(_ table: LanguageTable) -> Texts {
        var byKey = [String: KeyText]()
        var order = [String]()
        for entry in table.strings?.entries ?? [] {
            if byKey.updateValue(KeyText(entry), forKey: entry.key) == nil { order.append(entry.key) }
        }
        for entry in table.stringsDict?.entries ?? [] {
            if byKey.updateValue(KeyText(entry), forKey: entry.key) == nil { order.append(entry.key) }
        }
        return Texts(ordered: order.compactMap { byKey[$0] }, byKey: byKey)
    }

    /// The rules that look at one language's text alone.
    static func checkOnItsOwn(_ keyText: KeyText, counterpart: KeyText?, language: String, pluralLanguage: LanguageTag,
                              into findings: inout FindingList) {
        for (place, unit) in keyText.units {
            let set: PluralSet?
            if case .plural(let name, let context, _) = place { set = keyText.pluralSet(named: name, context: context) } else { set = nil }
            let isFormat = FormatChecks.isFormat(unit.text, counterpart: counterpart?.counterpart(of: place)?.text,
                                                 alwaysFormat: keyText.isAlwaysFormat)
            FormatChecks.checkText(unit, isForm: set != nil, usesArgToken: set?.usesArgToken ?? false, isFormat: isFormat,
                                   key: keyText.key, language: language, into: &findings)
        }
        PluralChecks.check(keyText, language: pluralLanguage, languageName: language, into: &findings)
    }

    /// The rules that compare a translation with the development language's text.
    static func compare(_ translation: KeyText, with source: KeyText, sourceName: String, language: String,
                        sameBaseLanguage: Bool, into findings: inout FindingList) {
        FormatChecks.compare(translation, with: source, sourceLanguage: sourceName, language: language, into: &findings)
        // An empty plural form is fine when the main text carries the words ("caractère%#@v1@"
        // with the forms "" and "s").
        let mainHasWords = translation.main.map { TextChecks.hasWords($0.text) } ?? false
        for (place, unit) in translation.units {
            guard let counterpart = source.counterpart(of: place) else { continue }
            if case .plural = place, unit.text.isEmpty, mainHasWords { continue }
            TextChecks.check(TextChecks.Pair(place: place, translation: unit, source: counterpart), key: translation.key,
                             language: language, sameBaseLanguage: sameBaseLanguage, sourceLanguage: sourceName,
                             into: &findings)
        }
    }
}
