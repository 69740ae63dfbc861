// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP response, whole.
struct HTTPResponse: Sendable {
    /// The status code.
    let status: Int
    /// The `ETag` header, if any.
    let etag: String?
    /// The `Last-Modified` header, if any.
    let lastModified: String?
    /// The body.
    let body: Data
}

/// GET requests with `URLSession` (FoundationNetworking on Linux), no cache of its own and a
/// timeout per request.
final class HTTPClient: Sendable {
    private let session: URLSession

    init(timeout: TimeInterval) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout * 4
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        session = URLSession(configuration: configuration)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Fetches `url` with the extra request `headers`.
    ///
    /// - Throws: The transport error (no connection, timeout, ...).
    func get(_ url: URL, headers: [String: String] = [:]) async throws -> HTTPResponse {
        var request = URLRequest(url: url)
        request.cachePolicy = .reloadIgnoringLocalCacheData
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let request2 = request
        return try await withCheckedThrowingContinuation { continuation in
            let task = session.dataTask(with: request2) { data, response, error in
                if let error {
                    continuation.resume(throwing: error)
                    return
                }
                guard let http = response as? HTTPURLResponse else {
                    continuation.resume(throwing: URLError(.badServerResponse))
                    return
                }
                continuation.resume(returning: HTTPResponse(
                    status: http.statusCode,
                    etag: http.value(forHTTPHeaderField: "ETag"),
                    lastModified: http.value(forHTTPHeaderField: "Last-Modified"),
                    body: data ?? Data()))
            }
            task.resume()
        }
    }
}
