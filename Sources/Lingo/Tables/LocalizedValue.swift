/// What a table holds for one key.
enum LocalizedValue: Sendable {
    /// A plain string (from `.strings`, or a catalog's string unit).
    case text(String)

    /// The string shown when the value is used without arguments.
    var text: String {
        switch self {
        case .text(let string): string
        }
    }
}
