import Foundation
import Lingo
import LingoFormats

/// Everything `lingo lint` does, as a library call: find the configuration, load the files,
/// scan the sources, lint, apply the baseline.
///
/// ```swift
/// var request = LintRequest(paths: ["App"])
/// request.baselinePath = "lingo-baseline.json"
/// let result = try LintRun.run(request)
/// print(ReportFormat.xcode.render(result.findings), terminator: "")
/// exit(result.exitStatus)
/// ```
public struct LintRequest: Sendable {
    /// Folders and files to lint; the current folder when empty.
    public var paths: [String]
    /// A `.lingo.json` file; when `nil`, `.lingo.json` in the current folder or in the first
    /// path (when it is a folder) is used if there is one.
    public var configurationPath: String?
    /// A baseline file: findings it lists are not reported.
    public var baselinePath: String?
    /// Write the findings to ``baselinePath`` instead of reporting them.
    public var updateBaseline: Bool
    /// Warnings fail the run too.
    public var strict: Bool
    /// Folders of Swift sources for `undefined-key` and `unused-key` (added to the configuration's).
    public var sources: [String]
    /// Overrides the configuration's development language.
    public var developmentLanguage: LanguageTag?

    /// Creates a request.
    public init(paths: [String] = [], configurationPath: String? = nil, baselinePath: String? = nil,
                updateBaseline: Bool = false, strict: Bool = false, sources: [String] = [],
                developmentLanguage: LanguageTag? = nil) {
        self.paths = paths
        self.configurationPath = configurationPath
        self.baselinePath = baselinePath
        self.updateBaseline = updateBaseline
        self.strict = strict
        self.sources = sources
        self.developmentLanguage = developmentLanguage
    }
}

extension LintRequest {
    /// Sets ``developmentLanguage`` from a tag such as `en` or `zh-Hans`.
    ///
    /// - Throws: ``LingoToolsError/invalidInput(_:)`` when `text` is not a language tag.
    public mutating func setDevelopmentLanguage(_ text: String) throws {
        do {
            developmentLanguage = try LanguageTag(text)
        } catch {
            throw LingoToolsError.invalidInput("\(text.quotedForMessage) is not a language tag: \(error)")
        }
    }
}

/// What a lint run found.
public struct LintResult: Sendable {
    /// The findings to report (not those the baseline accepts).
    public var findings: [Finding]
    /// How many findings the baseline accepted.
    public var suppressed: Int
    /// How many localization files were linted.
    public var fileCount: Int
    /// Whether the baseline file was written.
    public var wroteBaseline: Bool
    /// `1` when an error was found (or a warning, in strict mode), else `0`.
    public var exitStatus: Int32
    /// A line such as `lingo: 3 errors, 5 warnings and 1 note in 12 files`.
    public var summary: String
}

/// Runs `lingo lint`.
public enum LintRun: Sendable {
    /// Runs a lint request.
    ///
    /// - Throws: ``LingoToolsError`` for paths that do not exist, unreadable files and bad
    ///   configuration or baseline files (the `lingo` executable exits with status 2).
    public static func run(_ request: LintRequest) throws -> LintResult {
        let paths = request.paths.isEmpty ? ["."] : request.paths
        var configuration = try loadConfiguration(request.configurationPath, paths: paths)
        if let language = request.developmentLanguage { configuration.developmentLanguage = language }
        let base = configuration.baseDirectory ?? "."
        let sourceFolders = request.sources + configuration.sources.map { $0.hasPrefix("/") ? $0 : base + "/" + $0 }
        let project = try LocalizationProject.load(paths: paths, configuration: configuration)
        var references: [SourceReference]? = nil
        if !sourceFolders.isEmpty {
            let swiftFiles = try ProjectScanner(configuration: LintConfiguration())
                .scan(sourceFolders, wantSwift: true).swift.map(\.path)
            references = try SwiftSourceScanner.references(inFiles: swiftFiles)
        }
        var findings = Linter(configuration: configuration).lint(project, sources: references)
        let fileCount = project.tableSets.reduce(0) { count, set in
            count + set.tables.reduce(0) { $0 + $1.languages.reduce(0) { $0 + ($1.strings == nil ? 0 : 1) + ($1.stringsDict == nil ? 0 : 1) } }
        } + project.catalogs.count + project.looseStrings.count + project.looseStringsDicts.count

        var suppressed = 0
        var wroteBaseline = false
        if let baselinePath = request.baselinePath {
            let directory = URL(fileURLWithPath: baselinePath).deletingLastPathComponent().path
            if request.updateBaseline {
                let data = Baseline(findings: findings, relativeTo: directory).render()
                do {
                    try data.write(to: URL(fileURLWithPath: baselinePath), options: .atomic)
                } catch {
                    throw LingoToolsError.unwritable(path: baselinePath, reason: error.localizedDescription)
                }
                wroteBaseline = true
                suppressed = findings.count
                findings = []
            } else {
                let baseline = try Baseline.load(from: URL(fileURLWithPath: baselinePath))
                (findings, suppressed) = baseline.filter(findings, relativeTo: directory)
            }
        } else if request.updateBaseline {
            throw LingoToolsError.invalidInput("--update-baseline needs --baseline FILE")
        }

        let errors = findings.count { $0.severity == .error }
        let warnings = findings.count { $0.severity == .warning }
        let notes = findings.count { $0.severity == .note }
        let failed = errors > 0 || (request.strict && warnings > 0)
        var summary = "lingo: " + [plural(errors, "error"), plural(warnings, "warning"), plural(notes, "note")]
            .joined(separator: ", ") + " in " + plural(fileCount, "file")
        if wroteBaseline {
            summary += "; wrote \(plural(suppressed, "finding")) to \(request.baselinePath ?? "")"
        } else if suppressed > 0 {
            summary += " (\(suppressed) more accepted by the baseline)"
        }
        return LintResult(findings: findings, suppressed: suppressed, fileCount: fileCount, wroteBaseline: wroteBaseline,
                          exitStatus: failed ? 1 : 0, summary: summary)
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// The configuration: the given file, else `.lingo.json` in the current folder, else in the
    /// first path; the default configuration when there is none.
    static func loadConfiguration(_ path: String?, paths: [String]) throws -> LintConfiguration {
        if let path { return try LintConfiguration.load(from: URL(fileURLWithPath: path)) }
        var candidates = [".lingo.json"]
        if let first = paths.first {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory), isDirectory.boolValue {
                candidates.append(first + "/.lingo.json")
            }
        }
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate) {
            return try LintConfiguration.load(from: URL(fileURLWithPath: candidate))
        }
        return LintConfiguration()
    }
}
