// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// `size.app`: the bytes linking Lingo adds to an app, measured the same way every time.
///
/// A small package of three executables (written to `.build/size-app` and built there, so a
/// second run only relinks what changed; their sources are in `Benchmarks/SizeApp`): one prints
/// `Bundle(url:)?.localizedString(forKey:value:table:)`, one does
/// `try Localizer(resources:developmentLanguage: "en")` and `string("a")`, one adds a
/// `LocalizationUpdater` check. Each is built with
/// `swift build -c release -Xswiftc -Xfrontend -Xswiftc -function-sections -Xlinker --gc-sections`
/// and stripped; a subject's figure is its executable's size less the Foundation one's. The
/// `Foundation.Bundle` row is that executable's own size.
enum SizeBenchmarks {
    /// The row's name, in `lingo-bench` and in the gate.
    static let row = "size.app"
    /// The gate's row for the app that also links LingoRemote.
    static let remoteRow = "size.app.remote"

    /// The stripped sizes, in bytes.
    struct Sizes {
        let bundle: Int
        let lingo: Int
        let remote: Int

        /// What linking `Lingo` adds.
        var lingoAdds: Int { lingo - bundle }
        /// What linking `Lingo` and `LingoRemote` adds.
        var remoteAdds: Int { remote - bundle }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The three executables: each target's name and the products it links. Their sources are
    /// `Benchmarks/SizeApp/<name>/main.swift`, which `Scripts/size-apple` builds for iOS too.
    static let executables: [(name: String, products: [String])] = [
        ("size-bundle", []),
        ("size-lingo", ["Lingo"]),
        ("size-remote", ["Lingo", "LingoRemote"]),
    ]

    /// The rows of a `lingo-bench` run.
    static func rows() -> Result<[Row], ProcessBenchmarks.Reason> {
        do {
            let sizes = try measure()
            func row(_ subject: String, _ bytes: Int, _ note: String) -> Row {
                var row = Row(
                    benchmark: Self.row, subject: subject, median: Double(bytes), unit: "bytes",
                    min: Double(bytes), max: Double(bytes))
                row.variant = "release, gc-sections, stripped"
                row.note = note
                return row
            }
            return .success([
                row("Lingo", sizes.lingoAdds, "what linking Lingo adds to the Foundation executable"),
                row("LingoRemote", sizes.remoteAdds, "what linking Lingo and LingoRemote (an update check) adds"),
                row("Foundation.Bundle", sizes.bundle, "the executable that prints a Bundle lookup"),
            ])
        } catch {
            return .failure(ProcessBenchmarks.Reason(message: "\(error)"))
        }
    }

    /// Builds the package (once; later runs rebuild only what changed) and strips its executables.
    static func measure(root: URL = ProcessBenchmarks.packageRoot) throws -> Sizes {
        #if !os(Linux)
        throw Failure(description: "measured on Linux only (GNU ld's --gc-sections)")
        #else
        let folder = root.appendingPathComponent(".build/size-app")
        try writePackage(in: folder, lingo: root)
        let swift = try tool("swift")
        FileHandle.standardError.write(Data("lingo-bench: building \(folder.path) (release)…\n".utf8))
        let arguments = [
            "build", "--package-path", folder.path, "-c", "release",
            "-Xswiftc", "-Xfrontend", "-Xswiftc", "-function-sections", "-Xlinker", "--gc-sections",
        ]
        var build = try Callgrind.run(swift, arguments)
        if build.status != 0 {
            // An incremental build of a path dependency can miss a source file added to it since
            // the last build: build once more from nothing.
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(".build"))
            build = try Callgrind.run(swift, arguments)
        }
        guard build.status == 0 else {
            throw Failure(description: "swift build of \(folder.path) failed:\n\(build.text.suffix(2000))")
        }
        let products = folder.appendingPathComponent(".build/release")
        let strip = try tool("strip")
        var bytes = [String: Int]()
        for executable in executables {
            let built = products.appendingPathComponent(executable.name)
            let stripped = products.appendingPathComponent(executable.name + ".stripped")
            try? FileManager.default.removeItem(at: stripped)
            let result = try Callgrind.run(strip, ["-o", stripped.path, built.path])
            guard result.status == 0 else { throw Failure(description: "strip \(built.path): \(result.text)") }
            let attributes = try FileManager.default.attributesOfItem(atPath: stripped.path)
            bytes[executable.name] = (attributes[.size] as? NSNumber)?.intValue ?? 0
        }
        return Sizes(bundle: bytes["size-bundle"]!, lingo: bytes["size-lingo"]!, remote: bytes["size-remote"]!)
        #endif
    }

    /// Writes the package's manifest and sources where they differ from what is there, so an
    /// unchanged package is not rebuilt.
    static func writePackage(in folder: URL, lingo root: URL) throws {
        // A path dependency's identity is its folder's name.
        let identity = root.standardizedFileURL.lastPathComponent.lowercased()
        let targets = executables.map { executable in
            let dependencies = executable.products.map { #".product(name: "\#($0)", package: "\#(identity)")"# }
            return
                #"        .executableTarget(name: "\#(executable.name)", dependencies: [\#(dependencies.joined(separator: ", "))]),"#
        }
        let manifest = """
            // swift-tools-version:6.0
            // Written by lingo-bench (Benchmarks/SizeBenchmarks.swift): what linking Lingo costs an app.
            import PackageDescription

            let package = Package(
                name: "size-app",
                platforms: [.macOS(.v14)],
                dependencies: [.package(path: "\(root.standardizedFileURL.path)")],
                targets: [
            \(targets.joined(separator: "\n"))
                ]
            )

            """
        try writeIfChanged(manifest, to: folder.appendingPathComponent("Package.swift"))
        for executable in executables {
            let source = root.appendingPathComponent("Benchmarks/SizeApp/\(executable.name)/main.swift")
            try writeIfChanged(
                String(decoding: try Data(contentsOf: source), as: UTF8.self),
                to: folder.appendingPathComponent("Sources/\(executable.name)/main.swift"))
        }
    }

    private static func writeIfChanged(_ text: String, to url: URL) throws {
        let data = Data(text.utf8)
        if (try? Data(contentsOf: url)) == data { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// The first `name` on `PATH`.
    private static func tool(_ name: String) throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let url = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw Failure(description: "no \(name) on PATH")
    }
}
