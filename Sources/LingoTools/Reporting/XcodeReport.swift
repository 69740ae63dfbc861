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
