// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo

extension LocalizationUpdater {
    /// One check: manifest (conditional), signature, files into staging, validation, commit.
    func check(timing: UpdateTiming) async throws(UpdateRejection) -> UpdateOutcome {
        let state = try? cache.state()
        var headers = [String: String]()
        if let state {
            if let etag = state.etag { headers["If-None-Match"] = etag }
            if let lastModified = state.lastModified { headers["If-Modified-Since"] = lastModified }
        }
        let response = try await fetch(UpdateManifest.fileName, headers: headers)
        if response.status == 304 { return upToDate(timing: timing) }
        let signature = try await fetch(UpdateManifest.signatureFileName, limit: UpdateManifest.maximumSignatureSize)
        let manifest = try verifier.manifest(response.body, signature: signature.body)
        if manifest.revoked {
            revoke()
            localizer.reportUpdateIssue("update \(manifest.version) is revoked: using the bundled strings")
            return .revoked
        }
        guard manifest.accepts(appVersion: configuration.appVersion) else {
            throw UpdateRejection(
                .appVersion,
                "update \(manifest.version) is for app versions \(manifest.minimumAppVersion ?? "any")...\(manifest.maximumAppVersion ?? "any"), not \(configuration.appVersion ?? "")"
            )
        }
        if let current = state?.version {
            if manifest.version == current { return upToDate(timing: timing) }
            if manifest.version < current {
                throw UpdateRejection(.downgrade, "update \(manifest.version) is older than update \(current) in use")
            }
        }
        try cache.prepare()
        let staging = try cache.makeStagingFolder()
        do throws(UpdateRejection) {
            try await download(manifest, into: staging, manifestData: response.body, signature: signature.body)
            let overlay = try checkedOverlay(in: staging)
            return try commit(
                staging: staging, manifest: manifest, overlay: overlay, response: response, timing: timing)
        } catch {
            cache.removeStaging(staging)
            throw error
        }
    }

    /// Downloads every file of `manifest` into `staging`, checking sizes and hashes, and writes
    /// the manifest and its signature beside them.
    private func download(
        _ manifest: UpdateManifest, into staging: URL, manifestData: Data,
        signature: Data
    ) async throws(UpdateRejection) {
        for file in manifest.files {
            let response = try await fetch(file.path, limit: file.size)
            try UpdateVerifier.check(response.body, for: file)
            let destination = staging.appendingPathComponent(file.path)
            try write(response.body, to: destination)
        }
        try write(manifestData, to: staging.appendingPathComponent(UpdateManifest.fileName))
        try write(signature, to: staging.appendingPathComponent(UpdateManifest.signatureFileName))
    }

    private func write(_ data: Data, to url: URL) throws(UpdateRejection) {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        } catch {
            throw UpdateRejection(.storage, "cannot write \(url.path): \(error.localizedDescription)")
        }
    }

    /// GETs `path` relative to the update URL; anything but 200 (or 304 when asked
    /// conditionally) is a rejection, and so is a body larger than `limit`.
    private func fetch(
        _ path: String, headers: [String: String] = [:],
        limit: Int = UpdateManifest.maximumManifestSize
    ) async throws(UpdateRejection) -> HTTPResponse {
        let url = configuration.url.appendingPathComponent(path)
        let response: HTTPResponse
        do {
            response = try await client.get(url, headers: headers, limit: limit)
        } catch let error as HTTPClient.TooLarge {
            throw UpdateRejection(
                .sizeMismatch, "\(path) is larger than \(error.limit) bytes; the download was stopped")
        } catch {
            throw UpdateRejection(.network, "\(url.absoluteString): \(error.localizedDescription)")
        }
        if response.status == 304, !headers.isEmpty { return response }
        guard response.status == 200 else {
            throw UpdateRejection(.httpStatus, "\(url.absoluteString): HTTP \(response.status)")
        }
        return response
    }
}
