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
/// let failed = result.count(.error) > 0
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
    /// The files to lint and how to read them.
    public var selection: ProjectSelection {
        ProjectSelection(paths: paths, configurationPath: configurationPath, developmentLanguage: developmentLanguage)
    }

    /// Sets ``developmentLanguage`` from a tag such as `en` or `zh-Hans`.
    ///
    /// - Throws: ``LingoToolsError/invalidInput(_:)`` when `text` is not a language tag.
    public mutating func setDevelopmentLanguage(_ text: String) throws {
        developmentLanguage = try ProjectSelection.languageTag(text)
    }
}

/// What a lint run found. The `lingo` executable turns it into a summary line and an exit status.
public struct LintResult: Sendable {
    /// The findings to report (not those the baseline accepts).
    public var findings: [Finding]
    /// How many findings the baseline accepted (or, when ``wroteBaseline``, were written to it).
    public var suppressed: Int
    /// How many localization files were linted; `0` when the paths hold none.
    public var fileCount: Int
    /// Whether the baseline file was written.
    public var wroteBaseline: Bool

    /// Creates a result.
    public init(findings: [Finding], suppressed: Int = 0, fileCount: Int, wroteBaseline: Bool = false) {
        self.findings = findings
        self.suppressed = suppressed
        self.fileCount = fileCount
        self.wroteBaseline = wroteBaseline
    }

    /// How many findings have `severity`.
    public func count(_ severity: Finding.Severity) -> Int {
        findings.count { $0.severity == severity }
    }

    /// How many findings are errors.
    public var errorCount: Int { count(.error) }
    /// How many findings are warnings.
    public var warningCount: Int { count(.warning) }
    /// How many findings are notes.
    public var noteCount: Int { count(.note) }
}

/// Runs `lingo lint`.
public enum LintRun: Sendable {
    /// Runs a lint request.
    ///
    /// - Throws: ``LingoToolsError`` for paths that do not exist, unreadable files, bad
    ///   configuration or baseline files, and a development language the project has no files
    ///   in (the `lingo` executable exits with status 2).
    public static func run(_ request: LintRequest) throws -> LintResult {
        let selection = request.selection
        let configuration = try selection.configuration()
        let project = try LocalizationProject.load(paths: selection.effectivePaths, configuration: configuration)
        let fileCount = project.fileCount
        if fileCount > 0 { try project.requireDevelopmentLanguage(configuration.developmentLanguage) }
        let base = configuration.baseDirectory ?? "."
        let sourceFolders = request.sources + configuration.sources.map { $0.hasPrefix("/") ? $0 : base + "/" + $0 }
        var references: [SourceReference]? = nil
        if !sourceFolders.isEmpty {
            let swiftFiles = try ProjectScanner(configuration: ProjectConfiguration())
                .scan(sourceFolders, wantSwift: true).swift.map(\.path)
            references = try SwiftSourceScanner.references(inFiles: swiftFiles)
        }
        let findings = Linter(configuration: configuration).lint(project, sources: references)
        var result = LintResult(findings: findings, fileCount: fileCount)
        try applyBaseline(request, to: &result)
        return result
    }

    /// Filters the findings through the request's baseline, or writes them to it.
    private static func applyBaseline(_ request: LintRequest, to result: inout LintResult) throws {
        guard let baselinePath = request.baselinePath else {
            if request.updateBaseline { throw LingoToolsError.invalidInput("--update-baseline needs --baseline FILE") }
            return
        }
        let directory = URL(fileURLWithPath: baselinePath).deletingLastPathComponent().path
        if request.updateBaseline {
            let data = Baseline(findings: result.findings, relativeTo: directory).render()
            do {
                try data.write(to: URL(fileURLWithPath: baselinePath), options: .atomic)
            } catch {
                throw LingoToolsError.unwritable(path: baselinePath, reason: FileAccess.problemWriting(baselinePath) ?? FileAccess.describe(error))
            }
            result.wroteBaseline = true
            result.suppressed = result.findings.count
            result.findings = []
        } else {
            let baseline = try Baseline.load(from: URL(fileURLWithPath: baselinePath))
            (result.findings, result.suppressed) = baseline.filter(result.findings, relativeTo: directory)
        }
    }
}
