/// A BCP 47 language tag such as `en`, `zh-Hant`, `pt-BR` or `sr-Latn-RS`, in canonical form.
///
/// Tags are compared by their canonical form, so `LanguageTag("zh_hans")`, `"zh-Hans"` and the
/// folder name `zh-Hans.lproj` are the same tag.
///
/// ```swift
/// let tag = try LanguageTag("pt_br")      // pt-BR
/// tag.language                            // "pt"
/// tag.region                              // "BR"
/// let literal: LanguageTag = "zh-Hant"    // from a string literal
/// ```
public struct LanguageTag: Hashable, Sendable, Comparable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The language subtag, lowercase (`"zh"`), or `"und"` when the tag names no language.
    public let language: String
    /// The script subtag in title case (`"Hant"`), if any.
    public let script: String?
    /// The region subtag, uppercase (`"TW"`) or three digits (`"419"`), if any.
    public let region: String?
    /// Variant subtags, lowercase (`["valencia"]`).
    public let variants: [String]
    /// Extensions, each a singleton with its subtags (`["u-ca-buddhist"]`), lowercase,
    /// sorted by singleton.
    public let extensions: [String]
    /// Private-use subtags after `x-`, lowercase.
    public let privateUse: [String]
    /// The canonical BCP 47 form, such as `zh-Hant-TW`.
    public let identifier: String

    /// Creates a tag from its parts, canonicalizing their case.
    public init(language: String, script: String? = nil, region: String? = nil, variants: [String] = [],
                extensions: [String] = [], privateUse: [String] = []) {
        self.language = language.isEmpty ? "und" : language.asciiLowercased
        self.script = script.map(\.asciiTitlecased)
        self.region = region.map(\.asciiUppercased)
        self.variants = variants.map(\.asciiLowercased)
        self.extensions = extensions.map(\.asciiLowercased).sorted()
        self.privateUse = privateUse.map(\.asciiLowercased)
        var parts = [self.language]
        if let script = self.script { parts.append(script) }
        if let region = self.region { parts.append(region) }
        parts += self.variants
        parts += self.extensions
        if !self.privateUse.isEmpty { parts += ["x"] + self.privateUse }
        self.identifier = parts.joined(separator: "-")
    }

    /// The canonical BCP 47 form, such as `zh-Hant-TW`.
    public var description: String { identifier }

    public var debugDescription: String { "LanguageTag(\(identifier))" }

    /// The tag with only language, script and region (no variants, extensions or private use).
    public var base: LanguageTag {
        guard !variants.isEmpty || !extensions.isEmpty || !privateUse.isEmpty else { return self }
        return LanguageTag(language: language, script: script, region: region)
    }

    /// Tags compare by identity and order by their canonical form.
    public static func == (lhs: LanguageTag, rhs: LanguageTag) -> Bool {
        lhs.identifier == rhs.identifier
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }

    public static func < (lhs: LanguageTag, rhs: LanguageTag) -> Bool {
        lhs.identifier < rhs.identifier
    }
}

extension LanguageTag: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let string = try container.decode(String.self)
        do {
            self = try LanguageTag(string)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(error)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}

extension LanguageTag: ExpressibleByStringLiteral {
    /// Creates a tag from a literal such as `"zh-Hant"`.
    ///
    /// A literal that is not a valid tag (`"e n"`, `""`) becomes the undetermined language
    /// `und`, which matches nothing, so a typo shows up as a fallback to the development
    /// language rather than a crash. Use ``init(_:)`` to get the error instead.
    public init(stringLiteral value: String) {
        self = (try? LanguageTag(value)) ?? .undetermined
    }

    /// `und`: no language determined.
    public static let undetermined = LanguageTag(language: "und")
}

extension String {
    var asciiLowercased: String {
        guard utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return self }
        return String(decoding: utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
    }

    var asciiUppercased: String {
        guard utf8.contains(where: { $0 >= 0x61 && $0 <= 0x7A }) else { return self }
        return String(decoding: utf8.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }, as: UTF8.self)
    }

    var asciiTitlecased: String {
        guard let first = first else { return self }
        return String(first).asciiUppercased + String(dropFirst()).asciiLowercased
    }
}
