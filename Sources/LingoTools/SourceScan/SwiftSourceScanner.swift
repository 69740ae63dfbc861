import Foundation
import LingoFormats

/// A key Swift code looks up: the literal of a localization call.
public struct SourceReference: Hashable, Sendable, CustomStringConvertible {
    /// The key as the runtime looks it up. Interpolations become placeholders as SwiftUI and
    /// `String(localized:)` make them: `"Hello \(name)"` → `Hello %@`, an integer literal →
    /// `%lld`, a floating-point literal → `%lf`; a literal `%` next to an interpolation is `%%`.
    /// Lingo does not type-check Swift, so an interpolated variable is written `%@` here and
    /// matches a key with any placeholder there (see ``matches(_:)``).
    public var key: String
    /// The table (`tableName:` or `table:`); `nil` for `Localizable`.
    public var table: String?
    /// Where the literal is.
    public var location: SourceLocation
    /// The call, such as `NSLocalizedString` or `Text`.
    public var call: String
    /// Whether the literal has interpolations.
    public var hasInterpolation: Bool

    /// Creates a reference.
    public init(key: String, table: String? = nil, location: SourceLocation, call: String, hasInterpolation: Bool = false) {
        self.key = key
        self.table = table
        self.location = location
        self.call = call
        self.hasInterpolation = hasInterpolation
    }

    /// Whether `tableKey`, a key of a strings table, is what this reference looks up: the same
    /// text, or — for an interpolated literal — the same text with any placeholder where each
    /// interpolation is.
    public func matches(_ tableKey: String) -> Bool {
        if tableKey == key { return true }
        guard hasInterpolation else { return false }
        return SourceReference.pattern(of: tableKey) == SourceReference.pattern(of: key)
    }

    /// `key` with every placeholder replaced by U+FFFC, so keys differing only in placeholder
    /// types compare equal.
    static func pattern(of key: String) -> String {
        guard key.utf8.contains(UInt8(ascii: "%")) else { return key }
        let format = FormatString.parse(key)
        guard !format.placeholders.isEmpty else { return key }
        var scalars = Array(key.unicodeScalars)
        for placeholder in format.placeholders.reversed()
        where placeholder.range.lowerBound >= 0 && placeholder.range.upperBound <= scalars.count {
            scalars.replaceSubrange(placeholder.range, with: ["\u{FFFC}"])
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    /// `file:line:column: Call("key")`.
    public var description: String { "\(location): \(call)(\(key.quotedForMessage))" }
}

/// Finds the localized string literals of Swift source files.
///
/// Supported calls, each with a string literal as the key:
/// - `NSLocalizedString("key", tableName: "T", ...)` (also `bundle:`, `value:`, `comment:`);
/// - `String(localized: "key", table: "T", ...)` and `LocalizedStringResource("key", table: "T")`;
/// - `LocalizedStringKey("key")`;
/// - SwiftUI views and modifiers whose first argument is a `LocalizedStringKey`:
///   `Text("key", tableName: "T")`, `Button("key")`, `Label("key", ...)`, `Toggle("key", ...)`,
///   `.navigationTitle("key")`;
/// - the key lists `lingo gen` writes: `LocalizationKeys(table: "T", keys: ["a", "b"])`.
///
/// Not supported (never reported): keys that are not literals (`NSLocalizedString(key, ...)`),
/// multi-line literals, `Text(verbatim:)` (not localized), and custom wrappers.
public enum SwiftSourceScanner: Sendable {
    /// The references in one file's text.
    ///
    /// - Parameters:
    ///   - text: The Swift source.
    ///   - path: The path to put in locations.
    /// - Returns: The references, in file order.
    public static func references(in text: String, path: String) -> [SourceReference] {
        let tokens = SwiftTokenizer.tokens(of: text)
        var result = [SourceReference]()
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard case .identifier(let name) = tokens[index].kind, punctuation(tokens, index + 1) == "(" else { continue }
            let previousIsDot = punctuation(tokens, index - 1) == "."
            let arguments = index + 2
            switch name {
            case "NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource":
                guard !previousIsDot || name != "NSLocalizedString" else { continue }
                if let reference = reference(tokens, at: arguments, call: name, tableLabels: ["tableName", "table"], path: path) {
                    result.append(reference)
                }
            case "String":
                guard identifier(tokens, arguments) == "localized", punctuation(tokens, arguments + 1) == ":" else { continue }
                if let reference = reference(tokens, at: arguments + 2, call: "String(localized:)", tableLabels: ["table"],
                                             path: path) {
                    result.append(reference)
                }
            case "Text", "Button", "Label", "Toggle":
                guard !previousIsDot else { continue }
                if let reference = reference(tokens, at: arguments, call: name, tableLabels: ["tableName"], path: path) {
                    result.append(reference)
                }
            case "navigationTitle":
                guard previousIsDot else { continue }
                if let reference = reference(tokens, at: arguments, call: name, tableLabels: [], path: path) {
                    result.append(reference)
                }
            case "LocalizationKeys":
                result += keyList(tokens, at: arguments, path: path)
            default:
                break
            }
        }
        return result
    }

    /// The references of every file, read and scanned in parallel.
    ///
    /// - Throws: ``LingoToolsError/unreadable(path:reason:)`` for a file that cannot be read.
    public static func references(inFiles paths: [String]) throws -> [SourceReference] {
        let results: [Result<[SourceReference], LingoToolsError>] = paths.parallelMap { path in
            do {
                let data = try FileAccess.read(path)
                return .success(references(in: String(decoding: data, as: UTF8.self), path: path))
            } catch let error as LingoToolsError {
                return .failure(error)
            } catch {
                return .failure(.unreadable(path: path, reason: FileAccess.describe(error)))
            }
        }
        return try results.flatMap { try $0.get() }
    }

    private static func punctuation(_ tokens: [SwiftToken], _ index: Int) -> Unicode.Scalar? {
        guard tokens.indices.contains(index), case .punctuation(let scalar) = tokens[index].kind else { return nil }
        return scalar
    }

    private static func identifier(_ tokens: [SwiftToken], _ index: Int) -> String? {
        guard tokens.indices.contains(index), case .identifier(let name) = tokens[index].kind else { return nil }
        return name
    }

    private static func literal(_ tokens: [SwiftToken], _ index: Int) -> StringLiteral? {
        guard tokens.indices.contains(index), case .string(let literal) = tokens[index].kind else { return nil }
        return literal
    }

    /// A call whose first argument (at `start`) is a string literal; `tableLabels` name the
    /// argument holding the table.
    private static func reference(_ tokens: [SwiftToken], at start: Int, call: String, tableLabels: [String],
                                  path: String) -> SourceReference? {
        guard let literal = literal(tokens, start) else { return nil }
        // The literal must be the whole first argument: `Text("a" + b)` is not a key.
        guard let after = punctuation(tokens, start + 1), after == "," || after == ")" else { return nil }
        var table: String? = nil
        var depth = 1
        var index = start + 1
        while index < tokens.count, depth > 0 {
            switch tokens[index].kind {
            case .punctuation("("), .punctuation("["), .punctuation("{"): depth += 1
            case .punctuation(")"), .punctuation("]"), .punctuation("}"): depth -= 1
            case .identifier(let label) where depth == 1 && tableLabels.contains(label):
                if punctuation(tokens, index + 1) == ":", let value = self.literal(tokens, index + 2), !value.hasInterpolation {
                    table = value.plainText
                }
            default: break
            }
            index += 1
        }
        let token = tokens[start]
        return SourceReference(key: key(of: literal), table: table,
                               location: SourceLocation(file: path, line: token.line, column: token.column),
                               call: call, hasInterpolation: literal.hasInterpolation)
    }

    /// `LocalizationKeys(table: "T", keys: ["a", "b"])`: each literal of the `keys:` array.
    private static func keyList(_ tokens: [SwiftToken], at start: Int, path: String) -> [SourceReference] {
        var table: String? = nil
        var references = [SourceReference]()
        var depth = 1
        var index = start
        var inKeys = false
        while index < tokens.count, depth > 0 {
            switch tokens[index].kind {
            case .punctuation("("), .punctuation("["), .punctuation("{"): depth += 1
            case .punctuation(")"), .punctuation("]"), .punctuation("}"):
                depth -= 1
                if depth == 1 { inKeys = false }
            case .identifier("table") where depth == 1:
                if punctuation(tokens, index + 1) == ":", let value = literal(tokens, index + 2) { table = value.plainText }
            case .identifier("keys") where depth == 1:
                inKeys = punctuation(tokens, index + 1) == ":"
            case .string(let literal) where inKeys && depth == 2:
                let token = tokens[index]
                references.append(SourceReference(key: literal.plainText, location: SourceLocation(
                    file: path, line: token.line, column: token.column), call: "LocalizationKeys"))
            default: break
            }
            index += 1
        }
        return references.map { reference in
            var copy = reference
            copy.table = table
            return copy
        }
    }

    /// The key the runtime builds from a literal.
    static func key(of literal: StringLiteral) -> String {
        guard literal.hasInterpolation else { return literal.plainText }
        var key = ""
        for segment in literal.segments {
            switch segment {
            case .text(let text): key += text.replacingOccurrences(of: "%", with: "%%")
            case .interpolation(let expression): key += placeholder(for: expression)
            }
        }
        return key
    }

    /// The placeholder an interpolation becomes: `%lld` for an integer literal, `%lf` for a
    /// floating-point literal, else `%@` (strings, and anything Lingo cannot type).
    static func placeholder(for expression: String) -> String {
        if !expression.isEmpty, expression.allSatisfy({ $0.isNumber || $0 == "_" || $0 == "-" }) { return "%lld" }
        if Double(expression.replacingOccurrences(of: "_", with: "")) != nil { return "%lf" }
        return "%@"
    }
}
