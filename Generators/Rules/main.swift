// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

// generate-lint-rules: writes what is generated from the lint rules' declarations
// (Sources/LingoChecks/Rules/Rules.swift): Sources/LingoTools/Lint/RuleID+Generated.swift and
// the rules table of LintingAndCodeGenerationInCI.md.
//
//     swift run generate-lint-rules           # regenerate
//     swift run generate-lint-rules --check   # exit 1 when a generated file is stale

import Foundation

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
let check = CommandLine.arguments.dropFirst().contains("--check")
do {
    var stale = [String]()
    for output in try RuleRegistryGenerator.outputs(packageRoot: root) {
        let url = root.appendingPathComponent(output.path)
        let current = try? String(contentsOf: url, encoding: .utf8)
        guard current != output.text else { continue }
        stale.append(output.path)
        if !check { try output.text.write(to: url, atomically: true, encoding: .utf8) }
    }
    for path in stale { print(check ? "stale: \(path)" : "wrote \(path)") }
    if check && !stale.isEmpty {
        print("run \(RuleRegistryGenerator.command) to regenerate")
        exit(1)
    }
} catch {
    FileHandle.standardError.write(Data("generate-lint-rules: \(error)\n".utf8))
    exit(2)
}
