import Foundation
import LingoFormats

/// How `%arg` — a String Catalog substitution's own argument — maps to a `.stringsdict`
/// placeholder and back, so that a conversion both ways gives back the same text.
///
/// - To a `.stringsdict` form: `%arg` becomes `%<spec>` (the substitution's `formatSpecifier`),
///   or `%<argNum>$<spec>` when the substitution has an `argNum`.
/// - From a `.stringsdict` form: the placeholder that formats the variable's own argument with
///   exactly its value type — the first sequential one (`%d`), or a positional one naming the
///   token's argument (`%1$d`) — becomes `%arg`; a positional one sets `argNum`. When the forms
///   disagree, nothing is replaced (the forms stay as they are, which Xcode reads the same way).
enum PluralArgument {
    /// `%arg` replaced for a `.stringsdict` form.
    static func export(_ text: String, specifier: String?, argNum: Int?) -> String {
        guard text.contains("%arg"), let specifier else { return text }
        let replacement = argNum.map { "%\($0)$\(specifier)" } ?? "%\(specifier)"
        return text.replacingOccurrences(of: "%arg", with: replacement)
    }

    /// The forms of a `.stringsdict` variable with its own placeholder replaced by `%arg`, and the
    /// `argNum` that keeps the conversion exact; `nil` when the forms cannot be converted exactly.
    static func importForms(_ forms: [String], valueType: String?, tokenIndex: Int) -> (forms: [String], argNum: Int?)? {
        guard let valueType, !valueType.isEmpty, !valueType.hasPrefix("%") else { return nil }
        var converted = [String]()
        var positional: Bool? = nil
        for form in forms {
            guard !form.contains("%arg") else { return nil }  // would not come back
            let format = FormatString.parse(form)
            guard let match = ownPlaceholder(in: format, valueType: valueType, tokenIndex: tokenIndex) else {
                converted.append(form)
                continue
            }
            if let positional, positional != match.isPositional { return nil }
            positional = match.isPositional
            var scalars = Array(form.unicodeScalars)
            guard match.range.lowerBound >= 0, match.range.upperBound <= scalars.count else { return nil }
            scalars.replaceSubrange(match.range, with: "%arg".unicodeScalars)
            converted.append(String(String.UnicodeScalarView(scalars)))
        }
        guard let positional else { return (forms, nil) }
        let argNum: Int? = positional ? tokenIndex : nil
        // Only when exporting gives back exactly the same forms.
        for (original, form) in zip(forms, converted)
        where export(form, specifier: valueType, argNum: argNum) != original {
            return nil
        }
        return (converted, argNum)
    }

    private static func ownPlaceholder(in format: FormatString, valueType: String, tokenIndex: Int) -> FormatPlaceholder? {
        var firstSequential = true
        for placeholder in format.placeholders where placeholder.variable == nil {
            defer { if !placeholder.isPositional { firstSequential = false } }
            let plain = placeholder.flags.isEmpty && placeholder.width == nil && placeholder.precision == nil
            if placeholder.isPositional {
                if plain, placeholder.argumentIndex == tokenIndex, placeholder.text == "%\(tokenIndex)$\(valueType)" {
                    return placeholder
                }
            } else if firstSequential, plain, placeholder.text == "%\(valueType)" {
                return placeholder
            }
        }
        return nil
    }
}
