import Foundation

extension NumberSymbols {
    /// The symbols Foundation uses for a language when it formats with a locale.
    ///
    /// They are read from Foundation's own localized formatting (`String(format:locale:)`, the
    /// function behind `String.localizedStringWithFormat`), so they are exactly what Foundation
    /// writes on the platform at hand, including what `NumberFormatter` does not report on
    /// Linux (Hindi's `12,34,567` grouping, Spanish's minimum grouping digits). Output that
    /// cannot be read falls back to the English symbols.
    ///
    /// - Parameter language: The language in use, such as `de` or `hi-IN`.
    /// - Complexity: A few dozen microseconds: create the symbols once per language, not per
    ///   format.
    public init(for language: LanguageTag) {
        let locale = Locale(identifier: language.identifier)
        func format(_ format: String, _ arguments: any CVarArg...) -> [Unicode.Scalar] {
            Array(String(format: format, locale: locale, arguments: arguments).unicodeScalars)
        }
        self.init()

        // Digits and grouping: 1234567890 shows every digit and two or three groups.
        let grouped = format("%d", 1_234_567_890)
        let runs = DigitRuns(grouped)
        if let zero = runs.zeroDigit { zeroDigit = zero }
        if runs.digitRuns.count > 1, let separator = runs.separators.first {
            groupingSeparator = separator
            groupingSize = runs.digitRuns[runs.digitRuns.count - 1]
            secondaryGroupingSize = runs.digitRuns.count > 2 ? runs.digitRuns[runs.digitRuns.count - 2] : groupingSize
            minimumGroupingDigits = 1
            for extra in 1...3 {
                var power = 1
                for _ in 0..<(groupingSize + extra - 1) { power *= 10 }
                if DigitRuns(format("%d", power)).digitRuns.count > 1 { break }
                minimumGroupingDigits = extra + 1
            }
        } else {
            groupingSeparator = ""
            groupingSize = 0
            secondaryGroupingSize = 0
        }

        if let separator = DigitRuns(format("%.1f", 0.5)).separators.first { decimalSeparator = separator }
        let negative = DigitRuns(format("%d", -1))
        if !negative.prefix.isEmpty { minusSign = negative.prefix }
        let positive = DigitRuns(format("%+d", 1))
        if !positive.prefix.isEmpty { plusSign = positive.prefix }

        // 1.000000E+00: the symbol is what lies between the mantissa and the signed exponent
        // (it may hold digits itself, as Persian's ×۱۰^ does).
        let zero = zeroDigit.value
        let digit = { (value: UInt32) in Unicode.Scalar(zero + value) ?? "0" }
        let mantissa = [digit(1)] + Array(decimalSeparator.unicodeScalars) + Array(repeating: digit(0), count: 6)
        let exponent = Array(plusSign.unicodeScalars) + [digit(0), digit(0)]
        let exponential = format("%e", 1.0)
        if exponential.count > mantissa.count + exponent.count,
           Array(exponential.prefix(mantissa.count)) == mantissa,
           Array(exponential.suffix(exponent.count)) == exponent {
            let symbol = exponential[mantissa.count..<(exponential.count - exponent.count)]
            exponentSymbol = String(String.UnicodeScalarView(symbol))
        }
        let nan = String(String.UnicodeScalarView(format("%f", Double.nan)))
        if !nan.isEmpty { notANumber = nan }
        let infinite = String(String.UnicodeScalarView(format("%f", Double.infinity)))
        if !infinite.isEmpty { infinity = infinite }
    }
}

/// A formatted number split into runs of decimal digits and the text between them.
private struct DigitRuns {
    /// The lengths of the digit runs, left to right.
    var digitRuns: [Int] = []
    /// The text between digit runs.
    var separators: [String] = []
    /// The text before the first digit.
    var prefix = ""
    /// The digit zero, if the digits seen form a contiguous Unicode run from it.
    var zeroDigit: Unicode.Scalar?

    init(_ scalars: [Unicode.Scalar]) {
        var current = String.UnicodeScalarView()
        var runLength = 0
        var zero: UInt32? = nil
        var consistent = true
        for scalar in scalars {
            if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue {
                let candidate = scalar.value &- UInt32(value)
                if let known = zero, known != candidate { consistent = false }
                zero = candidate
                if runLength == 0 {
                    if digitRuns.isEmpty { prefix = String(current) } else { separators.append(String(current)) }
                    current = String.UnicodeScalarView()
                }
                runLength += 1
            } else {
                if runLength > 0 {
                    digitRuns.append(runLength)
                    runLength = 0
                }
                current.append(scalar)
            }
        }
        if runLength > 0 { digitRuns.append(runLength) }
        if consistent, let zero { zeroDigit = Unicode.Scalar(zero) }
    }
}
