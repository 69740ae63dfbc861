// swift-tools-version:5.4
// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0
//
// libFuzzer targets for Lingo's parsers (Linux, the Swift toolchain's clang). Not part of the
// main package: build and run them by hand, for example:
//
//   cd Fuzz
//   swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
//   .build/debug/FuzzFormatString -max_total_time=300 corpus-format/
//
// Each target is an executable whose main.swift defines LLVMFuzzerTestOneInput; libFuzzer
// supplies `main`. A crash, a trap or an ASan report stops the run with the input saved.
// See Fuzz/README.md for every target and its seed corpus.

import PackageDescription

let package = Package(
    name: "LingoFuzz",
    dependencies: [
        .package(name: "Lingo", path: ".."),
    ],
    targets: [
        // Ed25519 signing from the system's libcrypto for the update targets (LingoPublishing,
        // which signs for `lingo pack`, is no product).
        .systemLibrary(name: "CFuzzCrypto", path: "Sources/CFuzzCrypto"),
        .target(
            name: "FuzzSupport",
            dependencies: ["CFuzzCrypto", .product(name: "LingoRemote", package: "Lingo")]
        ),
        .executableTarget(
            name: "FuzzStringsDict",
            dependencies: [.product(name: "LingoFormats", package: "Lingo")]
        ),
        .executableTarget(
            name: "FuzzStrings",
            dependencies: [.product(name: "LingoFormats", package: "Lingo")]
        ),
        .executableTarget(
            name: "FuzzStringsReaders",
            dependencies: [.product(name: "LingoFormats", package: "Lingo")]
        ),
        .executableTarget(
            name: "FuzzPluralOperands",
            dependencies: [.product(name: "Lingo", package: "Lingo")]
        ),
        .executableTarget(
            name: "FuzzStringCatalog",
            dependencies: [.product(name: "LingoFormats", package: "Lingo")]
        ),
        .executableTarget(
            name: "FuzzXLIFF",
            dependencies: [.product(name: "LingoFormats", package: "Lingo")]
        ),
        .executableTarget(
            name: "FuzzFormatString",
            dependencies: [
                .product(name: "Lingo", package: "Lingo"),
                .product(name: "LingoFormats", package: "Lingo"),
            ]
        ),
        .executableTarget(
            name: "FuzzUpdateManifest",
            dependencies: [.product(name: "LingoRemote", package: "Lingo")]
        ),
        .executableTarget(
            name: "FuzzUpdateStateMachine",
            dependencies: [
                .product(name: "Lingo", package: "Lingo"),
                .product(name: "LingoRemote", package: "Lingo"),
                "FuzzSupport",
            ]
        ),
        .executableTarget(
            name: "FuzzUpdateLoader",
            dependencies: [
                .product(name: "Lingo", package: "Lingo"),
                .product(name: "LingoRemote", package: "Lingo"),
                "FuzzSupport",
            ]
        ),
    ]
)
