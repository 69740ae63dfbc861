// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// What the user asked for: follow the system's languages, or one language chosen in the app.
public enum LanguagePreference: Hashable, Sendable, CustomStringConvertible {
    /// Follow the system's preferred languages (the default until the user chooses).
    case system
    /// The language the user chose in the app.
    case explicit(LanguageTag)

    /// The chosen language, or `nil` when following the system.
    public var explicitLanguage: LanguageTag? {
        if case .explicit(let tag) = self { return tag }
        return nil
    }

    public var description: String {
        switch self {
        case .system: "system"
        case .explicit(let tag): tag.identifier
        }
    }
}

extension LanguagePreference: Codable {
    private enum CodingKeys: String, CodingKey {
        case mode
        case language
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let mode = try container.decode(String.self, forKey: .mode)
        switch mode {
        case "system":
            self = .system
        case "explicit":
            self = .explicit(try container.decode(LanguageTag.self, forKey: .language))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .mode, in: container,
                debugDescription: "unknown mode \"\(mode)\"")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .system:
            try container.encode("system", forKey: .mode)
        case .explicit(let tag):
            try container.encode("explicit", forKey: .mode)
            try container.encode(tag, forKey: .language)
        }
    }
}
