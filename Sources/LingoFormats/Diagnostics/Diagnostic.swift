/// A problem found while reading a localization file.
///
/// Parsers in LingoFormats never throw for bad content: they return every entry they could read
/// together with the diagnostics for the parts they could not.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
        /// Informational; nothing is wrong.
        case note
        /// Suspicious but readable, such as a duplicate key.
        case warning
        /// Content that could not be read; the entries around it survive.
        case error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// Where the problem is.
    public var location: SourceLocation
    /// How serious it is.
    public var severity: Severity
    /// A sentence describing the problem, without the location.
    public var message: String

    /// Creates a diagnostic.
    public init(location: SourceLocation, severity: Severity, message: String) {
        self.location = location
        self.severity = severity
        self.message = message
    }

    /// `file:line:column: severity: message`, the form Xcode and compilers print.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

extension Sequence where Element == Diagnostic {
    /// The diagnostics whose severity is `.error`.
    public var errors: [Diagnostic] { filter { $0.severity == .error } }
    /// The diagnostics whose severity is `.warning`.
    public var warnings: [Diagnostic] { filter { $0.severity == .warning } }
}
