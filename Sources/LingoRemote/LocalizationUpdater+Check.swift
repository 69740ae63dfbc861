// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo

extension LocalizationUpdater {
    /// One check: manifest (conditional), signature, the decision (``UpdateDecision``), files
    /// into staging, validation, commit — all before the check's deadline.
    func check(timing: UpdateTiming) async throws(UpdateRejection) -> UpdateOutcome {
        let deadline = Self.deadline(timeout: configuration.timeout)
        let (history, recorded, cached) = try state.withLock {
            () throws(UpdateRejection) -> (UpdateHistory, UpdateCache.State?, Int?) in
            try cache.prepare()
            cache.removeLeftovers()
            dropExpiredCache()
            return (try state.read(), try? cache.state(), cachedVersion)
        }
        var headers = [String: String]()
        if let recorded, cached != nil {
            if let etag = recorded.etag { headers["If-None-Match"] = etag }
            if let lastModified = recorded.lastModified { headers["If-Modified-Since"] = lastModified }
        }
        let response = try await fetch(UpdateManifest.fileName, headers: headers, deadline: deadline)
        if response.status == 304 { return upToDate(timing: timing) }
        let signature = try await fetch(
            UpdateManifest.signatureFileName, limit: UpdateManifest.maximumSignatureSize, deadline: deadline)
        let manifest = try verifier.manifest(response.body, signature: signature.body)
        try checkAppID(of: manifest)
        switch UpdateDecision.decide(facts(of: manifest), history: history, cached: cached) {
        case .refuse(let kind): throw refusal(kind, of: manifest, history: history)
        case .upToDate: return upToDate(timing: timing)
        case .revoke: return try obeyRevoke(manifest)
        case .download: break
        }
        try cache.prepare()
        let staging = try cache.makeStagingFolder()
        do throws(UpdateRejection) {
            let files = try await download(
                manifest, into: staging, manifestData: response.body, signature: signature.body, deadline: deadline)
            let overlay = try checkedOverlay(files)
            return try commit(
                staging: staging, manifest: manifest, overlay: overlay, response: response, timing: timing)
        } catch {
            cache.removeStaging(staging)
            throw error
        }
    }

    /// The end of a check that starts now: four times `timeout` from now.
    static func deadline(timeout: TimeInterval) -> DispatchTime {
        let seconds = Swift.min(Swift.max(timeout, 0) * 4, 86_400 * 365)
        return DispatchTime.now() + .nanoseconds(Int(seconds * 1e9))
    }

    /// Downloads every file of `manifest` into `staging`, checking sizes and hashes, and writes
    /// the manifest and its signature beside them. Returns the verified bytes: those are parsed,
    /// not the files written.
    private func download(
        _ manifest: UpdateManifest, into staging: URL, manifestData: Data, signature: Data, deadline: DispatchTime
    ) async throws(UpdateRejection) -> VerifiedFiles {
        var files = VerifiedFiles()
        for file in manifest.files {
            let response = try await fetch(file.path, limit: file.size, deadline: deadline)
            try UpdateVerifier.check(response.body, for: file)
            try write(response.body, to: file.path, in: staging)
            files.contents[file.path] = response.body
        }
        try write(manifestData, to: UpdateManifest.fileName, in: staging)
        try write(signature, to: UpdateManifest.signatureFileName, in: staging)
        return files
    }

    private func write(_ data: Data, to path: String, in staging: URL) throws(UpdateRejection) {
        let url = staging.appendingPathComponent(path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        } catch {
            throw UpdateRejection(.storage, "cannot write \(path) into the cache: \(UpdateStateFile.reason(error))")
        }
    }

    /// GETs `path` relative to the update URL before `deadline`, following redirects within
    /// the update's origin; anything but 200 (or 304 when asked conditionally) is a rejection,
    /// and so is a body larger than `limit`, headers over their limit, or a content coding.
    private func fetch(
        _ path: String, headers: [String: String] = [:], limit: Int = UpdateManifest.maximumManifestSize,
        deadline: DispatchTime
    ) async throws(UpdateRejection) -> HTTPResponse {
        let origin = try UpdateOrigin.checked(configuration.url, allowsInsecureHTTP: configuration.allowsInsecureHTTP)
        var url = configuration.url.appendingPathComponent(path)
        for _ in 0...UpdateOrigin.maximumRedirects {
            let response: HTTPResponse
            do {
                response = try await client.get(
                    HTTPRequest(url: url, headers: headers, limit: limit, deadline: deadline))
            } catch {
                throw rejection(error, path: path, url: url)
            }
            if [301, 302, 303, 307, 308].contains(response.status) {
                url = try origin.redirect(from: url, to: response.location)
                continue
            }
            if response.status == 304, !headers.isEmpty { return response }
            guard response.status == 200 else {
                throw UpdateRejection(.httpStatus, "\(url.absoluteString): HTTP \(response.status)")
            }
            return response
        }
        throw UpdateRejection(.redirect, "\(path): more than \(UpdateOrigin.maximumRedirects) redirects")
    }

    private func rejection(_ refusal: HTTPRefusal, path: String, url: URL) -> UpdateRejection {
        switch refusal {
        case .network(let reason):
            UpdateRejection(.network, "\(url.absoluteString): \(reason)")
        case .timeout:
            UpdateRejection(.timeout, "\(url.absoluteString): the request timed out")
        case .tooLarge(let limit):
            UpdateRejection(.sizeMismatch, "\(path) is larger than \(limit) bytes; the download was stopped")
        case .headersTooLarge(let size):
            UpdateRejection(
                .sizeMismatch,
                "the response headers of \(path) have \(size) bytes, more than \(HTTPTransportLimits.maximumHeaderSize)"
            )
        case .contentEncoding(let coding):
            UpdateRejection(
                .contentEncoding,
                "\(path) came with Content-Encoding: \(coding.debugDescription), which was not asked for "
                    + "(the request says Accept-Encoding: identity); the download was stopped")
        case .deadline:
            UpdateRejection(
                .timeout,
                "the check did not end within \(configuration.timeout * 4) s (four times the timeout): "
                    + "\(path) was stopped")
        }
    }
}
