/// Why a string is not a language tag.
public struct LanguageTagError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The string that was rejected.
    public let input: String
    /// What is wrong with it.
    public let reason: String

    public var description: String { "\"\(input)\" is not a language tag: \(reason)" }
}

extension LanguageTag {
    /// The longest string accepted as a tag. Real tags are far shorter; this bounds the work.
    public static let maximumLength = 255

    /// Parses a BCP 47 tag, also accepting `_` as the separator, any letter case and a
    /// `.lproj` suffix (`zh_hans.lproj` → `zh-Hans`).
    ///
    /// - Throws: ``LanguageTagError`` for anything that is not a well-formed tag (`""`, `"e n"`,
    ///   `"--"`, a subtag longer than 8 characters, a string longer than ``maximumLength``).
    public init(_ string: String) throws(LanguageTagError) {
        func fail(_ reason: String) -> LanguageTagError {
            LanguageTagError(input: string.count > 40 ? String(string.prefix(40)) + "…" : string, reason: reason)
        }
        guard string.utf8.count <= Self.maximumLength else {
            throw fail("longer than \(Self.maximumLength) characters")
        }
        var text = Substring(string)
        if text.hasSuffix(".lproj") { text = text.dropLast(6) }
        guard !text.isEmpty else { throw fail("it is empty") }
        for byte in text.utf8 {
            let isAlphanumeric = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            guard isAlphanumeric || byte == 0x2D || byte == 0x5F else {
                throw fail("it contains '\(Self.printable(byte))'; only letters, digits, '-' and '_' are allowed")
            }
        }
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
            .map { String($0).asciiLowercased }
        guard !subtags.contains(where: \.isEmpty) else { throw fail("it has an empty subtag") }
        guard subtags.allSatisfy({ $0.utf8.count <= 8 }) else { throw fail("a subtag is longer than 8 characters") }

        var index = 0
        var language = "und"
        var script: String? = nil
        var region: String? = nil
        var variants = [String]()
        var extensions = [String]()
        var privateUse = [String]()

        func isAlpha(_ s: String) -> Bool { s.utf8.allSatisfy { $0 >= 0x61 && $0 <= 0x7A } }
        func isDigit(_ s: String) -> Bool { s.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }

        if subtags[0] == "x" {
            // A private-use-only tag such as x-klingon.
        } else if isAlpha(subtags[0]), (2...8).contains(subtags[0].count), subtags[0].count != 4 {
            language = subtags[0]
            index = 1
            // Extended language subtags: zh-yue → yue (the canonical form uses the extlang).
            var extlangs = 0
            while index < subtags.count, extlangs < 3, language.count <= 3, subtags[index].count == 3,
                  isAlpha(subtags[index]) {
                language = subtags[index]
                index += 1
                extlangs += 1
            }
        } else if subtags[0] == "root" {
            index = 1
        } else {
            throw fail("'\(subtags[0])' is not a language subtag (2–3 or 5–8 letters)")
        }
        if index < subtags.count, subtags[index].count == 4, isAlpha(subtags[index]) {
            script = subtags[index]
            index += 1
        }
        if index < subtags.count,
           (subtags[index].count == 2 && isAlpha(subtags[index])) || (subtags[index].count == 3 && isDigit(subtags[index])) {
            region = subtags[index]
            index += 1
        }
        while index < subtags.count {
            let subtag = subtags[index]
            let first = subtag.utf8.first!
            let isVariant = (5...8).contains(subtag.count) || (subtag.count == 4 && first >= 0x30 && first <= 0x39)
            guard isVariant else { break }
            guard !variants.contains(subtag) else { throw fail("the variant '\(subtag)' appears twice") }
            variants.append(subtag)
            index += 1
        }
        var singletons = Set<String>()
        while index < subtags.count, subtags[index].count == 1, subtags[index] != "x" {
            let singleton = subtags[index]
            guard singletons.insert(singleton).inserted else { throw fail("the extension '\(singleton)' appears twice") }
            index += 1
            var parts = [singleton]
            while index < subtags.count, subtags[index].count >= 2 {
                parts.append(subtags[index])
                index += 1
            }
            guard parts.count > 1 else { throw fail("the extension '\(singleton)' has no subtags") }
            extensions.append(parts.joined(separator: "-"))
        }
        if index < subtags.count, subtags[index] == "x" {
            index += 1
            guard index < subtags.count else { throw fail("'x' is not followed by private-use subtags") }
            privateUse = Array(subtags[index...])
            index = subtags.count
        }
        guard index == subtags.count else {
            throw fail("the subtag '\(subtags[index])' is out of place")
        }
        self.init(language: language, script: script, region: region, variants: variants,
                  extensions: extensions, privateUse: privateUse)
    }

    private static func printable(_ byte: UInt8) -> String {
        switch byte {
        case 0x20: "a space"
        case 0x21...0x7E: String(UnicodeScalar(byte))
        default: "\\x" + String(byte, radix: 16)
        }
    }
}
