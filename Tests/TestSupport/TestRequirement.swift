// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
public import Testing

/// What a test needs from outside the repository — a system package, the shared test data — and
/// what happens where it is missing: the test is skipped with a reason that names what is
/// missing and how to get it; under `LINGO_STRICT_TESTS=1` (set by `.ci/run`, which installs
/// everything) it fails with that reason instead.
///
/// ```swift
/// @Test(.sharedData) func everyCorpusFileParses() throws { ... }
/// @Test(.requires("nginx is not installed ...") { NginxServer.binary != nil }) func ...
/// ```
public enum TestRequirement {
    /// The environment variable that turns a missing requirement from a skip into a failure.
    public static let strictVariable = "LINGO_STRICT_TESTS"

    /// Whether `LINGO_STRICT_TESTS=1`: a test whose requirement is missing fails.
    public static var isStrict: Bool {
        ProcessInfo.processInfo.environment[strictVariable] == "1"
    }

    /// A requirement that is missing under `LINGO_STRICT_TESTS=1`: the test fails with it.
    public struct Missing: Error, CustomStringConvertible {
        public let description: String
    }

    /// Whether a test with a requirement runs: `true` where the requirement is met, `false`
    /// (skipped) where it is not.
    ///
    /// - Throws: ``Missing`` with `reason` where the requirement is not met under
    ///   `LINGO_STRICT_TESTS=1`: the test fails.
    public static func check(_ isMet: Bool, _ reason: String) throws -> Bool {
        if isMet { return true }
        if isStrict { throw Missing(description: "\(reason) (\(strictVariable)=1: a missing requirement fails)") }
        return false
    }

    /// Whether the environment variable `name` is `1`: slow checks run only when asked for.
    public static func isEnabled(_ name: String) -> Bool {
        ProcessInfo.processInfo.environment[name] == "1"
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test or suite where `isMet()`; elsewhere skips it with `reason`, or fails it with
    /// `reason` under `LINGO_STRICT_TESTS=1`.
    ///
    /// - Parameters:
    ///   - reason: What is missing and how to get it (`nginx is not installed: apt-get install
    ///     nginx`), shown as the reason of the skip or the failure.
    ///   - isMet: Whether the requirement is met here: the same check the code that uses it
    ///     makes.
    public static func requires(
        _ reason: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ isMet: @escaping @Sendable () -> Bool
    ) -> Self {
        .enabled(
            if: try TestRequirement.check(isMet(), reason), Comment(rawValue: reason), sourceLocation: sourceLocation)
    }

    /// Runs the test or suite where the shared test data (`../shared`: real apps' localization
    /// files and CLDR data) is present; skips it elsewhere, naming the folder, or fails it under
    /// `LINGO_STRICT_TESTS=1`.
    public static var sharedData: Self {
        .requires(SharedData.absenceReason) { SharedData.isPresent }
    }
}
