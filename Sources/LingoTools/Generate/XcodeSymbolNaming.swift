// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// How Xcode 26 names the symbol it generates for a String Catalog key
/// (`STRING_CATALOG_GENERATE_SYMBOLS`, `GeneratedStringSymbols_<Table>.swift`): the one naming
/// code behind `lingo gen --xcode-symbols`, `lingo symbols` and the `symbol-collision` lint rule.
///
/// The rules, each with the generated files it was read from (public projects that commit
/// Xcode's output; "observed" means a key and its generated name were seen side by side):
///
/// 1. Placeholders are not part of the name: `%lld active` → `active`, `%lld MiB` → `miB`,
///    `%@ Snip Snap also could not…` → `snipSnapAlsoCouldNot…` (observed, `GeneratedStringSymbols_
///    Localizable.swift` of several apps). Named placeholders `%(name)lld` and substitutions
///    `%#@name@` are dropped the same way.
/// 2. Words are split at every character that is not a letter or a digit: `.`, `_`, `-`, space,
///    punctuation (`action.copy_link` → `actionCopyLink`, `encrypted-data` → `EncryptedData`,
///    `so it cannot save new snips.` → `SoItCannotSaveNewSnips`; observed).
/// 3. Apostrophes (`'`, `’`) are deleted without splitting: `Snip Snap’s` → `SnipSnaps` (observed).
/// 4. Each word after the first starts with an upper-case letter and keeps the rest as written
///    (`openYouTube` → `OpenYouTube`, `iCloud` → `ICloud`; observed), except an all-capitals word,
///    which becomes capitalized (`JSON` → `Json`; observed); a one-letter word stays (`A`). A
///    letter after a digit is upper-cased, a digit after a letter changes nothing:
///    `permission.expiry.1month` → `permissionExpiry1Month`, `bullet1` → `bullet1` (observed).
/// 5. The first word starts with a lower-case letter and keeps the rest (`MiB` → `miB`,
///    `Settings` → `settings`; observed) unless it is all capitals (`JSON` → `json`, so `OK` and
///    `Ok` both give `ok`: the collision issue 37 quotes).
/// 6. Case differences that rules 4–5 erase make two keys collide: Xcode fails the build with
///    "This string key would generate the same symbol as …" (`days`/`Days`,
///    `All Mailboxes`/`All mailboxes`, `Reconnect`/`Reconnect…`, `Saved in Keychain`/`Saved in
///    Keychain.`; reported from Xcode's own error output). Two functions of one name whose
///    parameter types differ are overloads, not a collision: `starred.unstar_batch_partial`
///    (`%d %d`) and `starred.unstar_batch_partial %lld %lld` both give
///    `starredUnstarBatchPartial` (observed).
/// 7. A key with no letter or digit left (`%@ → %@`, `%lld%%`) gets no symbol: "Unable to derive a
///    symbol name" (reported from Xcode's error output).
/// 8. A name that matches a Swift keyword regardless of case gets no symbol: "This key is too
///    close to a reserved keyword in Swift" (reported for the key `Type`).
/// 9. A name that would start with a digit is prefixed with `_` (inferred from Swift's identifier
///    rules: not observed in a generated file).
///
/// Non-ASCII letters are kept as letters (Swift identifiers allow them; not observed).
public enum XcodeSymbolNaming {
    /// Why a key gets no symbol.
    public enum Refusal: Error, Sendable, Hashable {
        /// No letter or digit is left once placeholders are removed (rule 7).
        case noName
        /// The name is a Swift keyword, ignoring case (rule 8).
        case reservedWord(String)
    }

    /// The symbol name of `key`, or why Xcode refuses to derive one.
    public static func name(forKey key: String) -> Result<String, Refusal> {
        let words = self.words(in: removingPlaceholders(from: key))
        guard let first = words.first else { return .failure(.noName) }
        var name = firstWord(first)
        for word in words.dropFirst() { name += laterWord(word) }
        if let initial = name.unicodeScalars.first, ("0"..."9").contains(initial) { name = "_" + name }
        if reservedWords.contains(name.lowercased()) { return .failure(.reservedWord(name)) }
        return .success(name)
    }

    /// The nested type Xcode declares for a table other than the default one:
    /// `Paywall.xcstrings` → `LocalizedStringResource.Paywall` (observed,
    /// `GeneratedStringSymbols_Paywall.swift`: `enum Paywall`, "Namespace for strings in file").
    public static func typeName(forTable table: String) -> String {
        let words = self.words(in: table)
        let name = words.map(laterWord).joined()
        guard let initial = name.unicodeScalars.first else { return "_" }
        return ("0"..."9").contains(initial) ? "_" + name : name
    }

    /// Swift's keywords, lower-cased, plus the member names every type has (`Type`, `Protocol`,
    /// `self`).
    static let reservedWords: Set<String> = Set(
        (SwiftIdentifier.keywords.union(SwiftIdentifier.reservedTypeNames)).map { $0.lowercased() })

    /// `text` without its format placeholders: `%@`, `%lld`, `%1$@`, `%.2f`, `%(name)lld`,
    /// `%#@name@`, `%%`.
    static func removingPlaceholders(from text: String) -> String {
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "%", let end = SymbolPlaceholder.end(in: text, at: index) {
                result.append(" ")
                index = end
            } else {
                result.append(text[index])
                index = text.index(after: index)
            }
        }
        return result
    }

    /// The words of `text`: runs of letters and digits, apostrophes deleted (rules 2 and 3).
    static func words(in text: String) -> [String] {
        var words = [String]()
        var current = ""
        for character in text {
            if character == "'" || character == "’" || character == "ʼ" { continue }
            if character.isLetter || character.isNumber && character.isASCII {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func isAllCapitals(_ word: String) -> Bool {
        word.count > 1 && word.contains(where: \.isLetter) && !word.contains(where: \.isLowercase)
    }

    private static func firstWord(_ word: String) -> String {
        if isAllCapitals(word) { return word.lowercased() }
        return word.prefix(1).lowercased() + uppercasingAfterDigits(word.dropFirst(), after: word.first)
    }

    private static func laterWord(_ word: String) -> String {
        if isAllCapitals(word) { return word.prefix(1).uppercased() + word.dropFirst().lowercased() }
        return word.prefix(1).uppercased() + uppercasingAfterDigits(word.dropFirst(), after: word.first)
    }

    /// `text` with each letter that follows a digit upper-cased (rule 4: `1month` → `1Month`).
    private static func uppercasingAfterDigits(_ text: Substring, after previous: Character?) -> String {
        var result = ""
        var previous = previous
        for character in text {
            if let before = previous, before.isASCII, before.isNumber, character.isLetter {
                result += character.uppercased()
            } else {
                result.append(character)
            }
            previous = character
        }
        return result
    }
}
