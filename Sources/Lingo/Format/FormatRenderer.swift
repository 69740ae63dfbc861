// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// Renders printf-style format strings with the number symbols of a language, safely: it never
/// traps, and every problem comes back as a `FormatIssue` next to the string.
///
/// ```swift
/// let german = FormatRenderer(symbols: NumberSymbols(for: "de"))
/// german.render("%d Dateien, %.2f MB", 1234567, 1234.5).string
/// // "1.234.567 Dateien, 1.234,50 MB"
/// let result = german.render("%2$@ hat %1$d", 3)  // argument 2 is missing
/// result.string                                   // "%2$@ hat 3"
/// result.issues.first?.kind                       // .missingArgument
/// ```
///
/// **Output.** With ``NumberSymbols/posix`` the output is C's `printf`, identical to
/// `String(format:)` for well-typed arguments, with these deliberate differences:
/// `%d` without a length modifier prints the whole value (`String(format: "%d", Int.max)`
/// prints the low 32 bits, `-1`); `%c` and `%C` take a Unicode code point (not a byte or a
/// UTF-16 unit); `'` is accepted (and, as in the C locale, groups nothing); a missing, `nil` or
/// wrongly typed argument renders visibly instead of crashing or printing `(null)`; positional
/// arguments always bind by their index (Foundation on Linux renders `%1$@ %3$@` with the
/// second argument). `%s` takes Swift text or a C string (`UnsafePointer<CChar>`, mutable or
/// not, optional or not; `%S` a NUL-terminated UTF-16 pointer), read up to its NUL. As in
/// Foundation, `%@` ignores width and precision, `%C` ignores width, and `%s` ignores `0`.
///
/// With localized symbols (``NumberSymbols/Style/localized``) the output follows Foundation's
/// localized formatting (`String(format:locale:)`, `String.localizedStringWithFormat`), which
/// formats these conversions with ICU's number formatter: `%d %i %u %D %U` are grouped
/// (`1.234.567`; zero padding and precision add grouped zeros, `%06d` of 42 is `000,042` in
/// English; the space flag is ignored); `%f %F` round the shortest decimal form of the number half to even
/// (`%.2f` of 2.675 is `2.68`, `%.20f` of 0.1 is `0.10000000000000000000`), group the integer
/// part and use the language's decimal separator, signs, digits and `NaN`/`∞` symbols;
/// `%e %E` write the language's exponent symbol (`1.234500E+03` for both); `%g %G` use
/// scientific notation only above 10^precision or below 0.0001 and drop trailing zeros
/// (`#` is ignored); `%a %A` only change the decimal separator; `%x %X %o %c %p` are not
/// localized. Digits are the language's default digits (Latin in most languages, `۱۲۳` in
/// Persian), exactly as Foundation writes them. Where Foundation's output is a defect, Lingo
/// does the sensible thing instead: `%d` prints the whole value here too; `%u`, `%hu` and `%lu`
/// of values above `Int64.max` or of `UInt16.max` print the unsigned value (Foundation prints
/// `-1`); and `%010.2f` pads with zeros after the sign (Foundation pads with spaces between the
/// sign and the digits).
///
/// **Problems.** A missing argument renders the placeholder as written (`%2$@`) and a missing
/// `*` width or precision is ignored; a `nil` argument renders `nil`; a wrongly typed one
/// renders its description (`%d` given `"abc"` shows `abc`, `%d` given 2.5 shows `2.5`); extra
/// arguments are reported; widths and precisions are clamped to 1024; `%n` renders nothing;
/// invalid specifiers and `% o` in prose (`50% off`) render as written. Each is a
/// `FormatIssue` with the placeholder, argument index, expected type class and the type given.
///
/// **Substitutions.** `%#@name@` asks the resolver for the text of variable `name`, passing
/// the argument bound to the token (the count a plural rule selects a form for), and renders
/// that text with the same arguments. The text's sequential placeholders start at the
/// token's own argument, so in `"%#@files@ in %#@folders@"` a `folders` form `"%d folders"`
/// formats argument 2 even when the `files` form (`"one file"`) formats nothing; positional
/// placeholders in the text keep their index. Without a resolver, or when it returns `nil`,
/// the token renders as written; so does a token naming a variable whose text is being
/// rendered (a text that refers to itself would never end: it is shown once), and a token
/// beyond 8 levels of nesting or 64 substitutions in one rendering (texts holding several tokens
/// each would otherwise multiply the output at every level).
///
/// Formats are parsed once and cached, so rendering the same format again costs only a
/// dictionary lookup and the output.
public struct FormatRenderer: Hashable, Sendable {
    /// Returns the text of a substitution variable (such as the plural form a count selects),
    /// given the variable's name and its argument, or `nil` when there is none.
    public typealias SubstitutionResolver = (_ variable: String, _ argument: FormatArgument) -> String?

    /// The symbols numbers are written with.
    public var symbols: NumberSymbols {
        get { box.symbols }
        set { box = NumberSymbolsBox(newValue) }
    }

    /// The symbols in one reference, so copying a renderer (and starting a rendering) retains
    /// one object instead of a dozen strings.
    private var box: NumberSymbolsBox

    /// Creates a renderer.
    ///
    /// - Parameter symbols: The symbols numbers are written with; ``NumberSymbols/posix``
    ///   (the default) formats like `String(format:)`.
    public init(symbols: NumberSymbols = .posix) {
        self.box = NumberSymbolsBox(symbols)
    }

    public static func == (lhs: FormatRenderer, rhs: FormatRenderer) -> Bool {
        lhs.box === rhs.box || lhs.box.symbols == rhs.box.symbols
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.symbols)
    }

    /// Renders a format with arguments.
    ///
    /// - Parameters:
    ///   - format: A format such as `"%d files"`; parsed once and cached.
    ///   - arguments: The arguments, of any type.
    ///   - substitutions: Supplies the text of `%#@name@` variables.
    /// - Returns: The string and the problems found, in order.
    public func render(
        _ format: String, _ arguments: Any...,
        substitutions: SubstitutionResolver? = nil
    ) -> FormatResult {
        render(FormatCache.shared.format(for: format), arguments: arguments, substitutions: substitutions)
    }

    /// Renders a format with an array of arguments of any type.
    public func render(
        _ format: String, arguments: [Any],
        substitutions: SubstitutionResolver? = nil
    ) -> FormatResult {
        render(FormatCache.shared.format(for: format), arguments: arguments, substitutions: substitutions)
    }

    /// Renders a format with the arguments of a `CVarArg...` function, without copying them.
    public func render(
        _ format: String, arguments: [any CVarArg],
        substitutions: SubstitutionResolver? = nil
    ) -> FormatResult {
        render(FormatCache.shared.format(for: format), arguments: arguments, substitutions: substitutions)
    }

    /// Renders a parsed format with an array of arguments of any type.
    public func render(
        _ format: FormatString, arguments: [Any],
        substitutions: SubstitutionResolver? = nil
    ) -> FormatResult {
        var renderer = FormatRendering(
            box: box, arguments: AnyArgumentList(values: arguments),
            resolver: substitutions)
        return renderer.run(format)
    }

    /// Renders a parsed format with the arguments of a `CVarArg...` function.
    public func render(
        _ format: FormatString, arguments: [any CVarArg],
        substitutions: SubstitutionResolver? = nil
    ) -> FormatResult {
        var renderer = FormatRendering(
            box: box, arguments: CVarArgumentList(values: arguments),
            resolver: substitutions)
        return renderer.run(format)
    }
}

/// Immutable number symbols behind one reference.
final class NumberSymbolsBox: Sendable {
    let symbols: NumberSymbols

    init(_ symbols: NumberSymbols) {
        self.symbols = symbols
    }
}
