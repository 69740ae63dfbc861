// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// The `xcode` format: `path:line:column: severity: message [rule-id]`.
enum XcodeReport {
    static func render(_ findings: [Finding]) -> String {
        var output = ""
        output.reserveCapacity(findings.count * 160)
        for finding in findings {
            output += finding.description
            output += "\n"
        }
        return output
    }
}
