// swift-tools-version:6.0
// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0
//
// Lingo: switch an app's language at runtime, on every platform Swift runs on.
// See README.md for the two commands (`swift run lingo-demo`, `swift test`) and what a machine
// needs for them. The layers, each importing only those to its right:
//   lingo ─► LingoCommandLine ─► LingoTools ─► LingoToolFormats ──────────────┐
//     │                              └──────────────────────┐                 │
//     └────► LingoPublishing ─► LingoRemote ─► LingoChecks ─┴─► Lingo ─► LingoFormats ─► LingoUtilities
//   lingo-plugin-tool (the build plugins' tool) ─► LingoCommandLine: no LingoRemote, no libcrypto.
// Apps link Lingo (and LingoRemote): no signing, packing or key generation (LingoPublishing), no
// XLIFF or Interface Builder strings (LingoToolFormats), no glob filters (LingoTools).

import PackageDescription

let package = Package(
    name: "Lingo",
    platforms: [
        .macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1),
    ],
    products: [
        .library(name: "Lingo", targets: ["Lingo"]),
        // The string formats, and the tool formats (XLIFF, Interface Builder strings) that the
        // runtime never compiles.
        .library(name: "LingoFormats", targets: ["LingoFormats", "LingoToolFormats"]),
        .library(name: "LingoRemote", targets: ["LingoRemote"]),
        .library(name: "LingoTools", targets: ["LingoTools"]),
        .executable(name: "lingo", targets: ["lingo"]),
        // lingo-demo and lingo-bench are executable targets, not products: `swift run lingo-demo`
        // and `swift run -c release lingo-bench` work here, and clients do not get them.
        .plugin(name: "LingoGenPlugin", targets: ["LingoGenPlugin"]),
        .plugin(name: "LingoLintPlugin", targets: ["LingoLintPlugin"]),
        .plugin(name: "LingoLintBaselinePlugin", targets: ["LingoLintBaselinePlugin"]),
    ],
    dependencies: [],
    targets: [
        // Core
        // What every module shares (the lock, key hashing, escaping, UTF-8, JSON writing): no product.
        .target(name: "LingoUtilities", dependencies: ["CLingoAtomics"]),
        .target(name: "LingoFormats", dependencies: ["LingoUtilities"]),
        .target(name: "CLingoAtomics"),
        .target(name: "Lingo", dependencies: ["LingoFormats", "LingoUtilities", "CLingoAtomics"]),
        // One set of translation checks over entries, each caller with its policy: no product.
        .target(name: "LingoChecks", dependencies: ["Lingo", "LingoFormats", "LingoUtilities"]),

        // Over-the-air updates: CryptoKit on Apple platforms, the system's libcrypto elsewhere.
        .systemLibrary(name: "CLingoCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        // The update transport on Linux (URLSession on Apple platforms): libcurl's C API.
        .systemLibrary(name: "CLingoCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .target(
            name: "LingoRemote",
            dependencies: [
                "Lingo", "LingoChecks", "LingoFormats", "LingoUtilities",
                .target(name: "CLingoCrypto", condition: .when(platforms: [.linux])),
                .target(name: "CLingoCurl", condition: .when(platforms: [.linux])),
            ]
        ),
        // Signing, packing and key generation (`lingo pack`, `lingo keygen`): only `lingo` links
        // it, so apps never carry a signing key's code. No product.
        .target(
            name: "LingoPublishing",
            dependencies: [
                "LingoRemote", "Lingo", "LingoChecks", "LingoFormats", "LingoToolFormats", "LingoUtilities",
                .target(name: "CLingoCrypto", condition: .when(platforms: [.linux])),
            ]
        ),

        // Tools
        // XLIFF and Interface Builder strings, and the writers and editors of Apple's formats: what
        // only tools run, so `Lingo` never compiles them and an app never links them.
        .target(name: "LingoToolFormats", dependencies: ["LingoFormats", "LingoUtilities"]),
        .target(
            name: "LingoTools",
            dependencies: ["Lingo", "LingoChecks", "LingoFormats", "LingoToolFormats", "LingoUtilities"]
        ),
        // The commands' argument parsing and output, shared by the two executables: no product.
        .target(name: "LingoCommandLine", dependencies: ["LingoTools", "LingoFormats", "LingoUtilities"]),
        .executableTarget(
            name: "lingo", dependencies: ["LingoCommandLine", "LingoPublishing", "LingoRemote", "Lingo"]),
        // `lingo gen` and `lingo lint` for the build plugins, without the over-the-air update code.
        .executableTarget(name: "lingo-plugin-tool", dependencies: ["LingoCommandLine"]),

        // Generators
        // `swift run generate-lint-rules`: RuleID and the docs' rules table from the rule declarations.
        .executableTarget(
            name: "generate-lint-rules", dependencies: ["LingoChecks", "LingoFormats"], path: "Generators/Rules"),

        // Plugins
        .plugin(name: "LingoGenPlugin", capability: .buildTool(), dependencies: ["lingo-plugin-tool"]),
        .plugin(
            name: "LingoLintPlugin",
            capability: .command(
                intent: .custom(verb: "lingo-lint", description: "Lint the package's localizations with lingo lint")
            ),
            dependencies: ["lingo-plugin-tool"]
        ),
        // The one plugin that writes into the package (the baseline), so the one that asks to.
        .plugin(
            name: "LingoLintBaselinePlugin",
            capability: .command(
                intent: .custom(
                    verb: "lingo-lint-baseline",
                    description: "Write the lingo lint baseline of the package's localizations"
                ),
                permissions: [.writeToPackageDirectory(reason: "It writes the baseline file given with --baseline")]
            ),
            dependencies: ["lingo-plugin-tool"]
        ),

        // Examples
        .executableTarget(
            name: "lingo-demo",
            dependencies: ["Lingo", "LingoRemote"],
            path: "Examples/Demo",
            resources: [.copy("Resources")]
        ),
        // The Apple-only code of the DocC articles (SwiftUI, UIKit): empty on other platforms.
        .target(name: "LingoAppleSnippets", dependencies: ["Lingo"], path: "Examples/AppleSnippets"),

        // Benchmarks
        .target(name: "CBenchSupport", path: "Benchmarks/CBenchSupport"),
        .executableTarget(
            name: "lingo-bench",
            dependencies: ["Lingo", "LingoFormats", "LingoRemote", "LingoPublishing", "CBenchSupport"],
            path: "Benchmarks",
            exclude: ["CBenchSupport", "SizeApp", "Thresholds.json"]
        ),

        // Tests
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "LingoFormatsTests",
            dependencies: ["LingoFormats", "LingoToolFormats", "LingoUtilities", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "LingoTests",
            dependencies: ["Lingo", "LingoChecks", "LingoFormats", "LingoUtilities", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "LingoChecksTests",
            dependencies: ["LingoChecks", "Lingo", "LingoFormats", "TestSupport"]
        ),
        .testTarget(
            name: "LingoToolsTests",
            dependencies: [
                "LingoTools", "LingoCommandLine", "Lingo", "LingoChecks", "LingoFormats", "LingoToolFormats",
                "LingoUtilities", "TestSupport", "generate-lint-rules",
            ],
            resources: [.copy("Fixtures")]
        ),
        // The demo's terminal layout (its module, `lingo_demo`, imported @testable).
        .testTarget(name: "DemoTests", dependencies: ["lingo-demo", "TestSupport"]),
        .testTarget(
            name: "LingoRemoteTests",
            dependencies: [
                "LingoRemote", "LingoPublishing", "LingoTools", "LingoChecks", "Lingo", "LingoFormats",
                "LingoUtilities",
                "TestSupport",
            ],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Upcoming features for every Swift target, as apple/swift-log does.
for target in package.targets where target.type != .system && target.type != .plugin && !target.name.hasPrefix("C") {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
    target.swiftSettings = settings
}
