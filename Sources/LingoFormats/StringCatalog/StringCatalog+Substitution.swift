extension StringCatalog {
    /// What a `%#@name@` placeholder stands for: one argument of the format, shown through its
    /// own (plural) variations.
    ///
    /// In the forms, `%arg` stands for the argument itself.
    public struct Substitution: Sendable, Hashable {
        /// The 1-based position of the argument in the format's arguments; `nil` when the file
        /// omits it (Xcode omits it when the placeholder's position gives it).
        public var argNum: Int?
        /// The printf conversion of the argument without its `%` (`lld`, `@`, `lf`).
        public var formatSpecifier: String?
        /// The forms.
        public var variations: Variations?
        /// Fields Lingo does not know (or could not read as the expected type), written back as read.
        public var extraFields: JSONObject
        /// Where the substitution's name is in the file it was read from. Not part of its identity.
        public var location: SourceLocation?

        /// Creates a substitution.
        public init(argNum: Int? = nil, formatSpecifier: String? = nil, variations: Variations? = nil,
                    extraFields: JSONObject = [:]) {
            self.argNum = argNum
            self.formatSpecifier = formatSpecifier
            self.variations = variations
            self.extraFields = extraFields
        }

        /// Equal when the content is; locations are not compared.
        public static func == (lhs: Substitution, rhs: Substitution) -> Bool {
            lhs.argNum == rhs.argNum && lhs.formatSpecifier == rhs.formatSpecifier
                && lhs.variations == rhs.variations && lhs.extraFields == rhs.extraFields
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(argNum)
            hasher.combine(formatSpecifier)
            hasher.combine(variations)
        }
    }
}
