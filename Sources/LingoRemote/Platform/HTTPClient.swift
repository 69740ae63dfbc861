// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoUtilities

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

/// GET requests with `URLSession` (FoundationNetworking on Linux), no cache of its own, a
/// timeout per request, and a size limit enforced while the body arrives: a response larger
/// than the limit is cancelled before it is read whole.
final class HTTPClient: Sendable {
    /// A body was larger than the limit of its request.
    struct TooLarge: Error {
        let limit: Int
    }

    private let session: URLSession
    private let delegate = HTTPSessionDelegate()

    init(timeout: TimeInterval) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout * 4
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Fetches `url` with the extra request `headers`, refusing a body of more than `limit` bytes.
    ///
    /// - Throws: The transport error (no connection, timeout, ...) or ``TooLarge``.
    func get(_ url: URL, headers: [String: String] = [:], limit: Int) async throws -> HTTPResponse {
        var request = URLRequest(url: url)
        request.cachePolicy = .reloadIgnoringLocalCacheData
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let task = session.dataTask(with: request)
        return try await withCheckedThrowingContinuation { continuation in
            delegate.register(task, limit: limit, continuation: continuation)
            task.resume()
        }
    }
}

/// The state of each running request, keyed by task identifier.
final class HTTPSessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private struct Pending {
        let limit: Int
        let continuation: CheckedContinuation<HTTPResponse, any Error>
        var body = Data()
        var tooLarge = false
        /// Set when the status was not 200: the body is not read at all.
        var statusOnly: HTTPURLResponse?
    }

    private let pending = Protected([Int: Pending]())

    func register(_ task: URLSessionTask, limit: Int, continuation: CheckedContinuation<HTTPResponse, any Error>) {
        pending.withLock { $0[task.taskIdentifier] = Pending(limit: limit, continuation: continuation) }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let limit = pending.withLock { $0[dataTask.taskIdentifier]?.limit } ?? 0
        if let http = response as? HTTPURLResponse, http.statusCode != 200 {
            pending.withLock { $0[dataTask.taskIdentifier]?.statusOnly = http }
            completionHandler(.cancel)
            return
        }
        if response.expectedContentLength > Int64(limit) {
            pending.withLock { $0[dataTask.taskIdentifier]?.tooLarge = true }
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let cancel = pending.withLock { pending -> Bool in
            guard var entry = pending[dataTask.taskIdentifier], !entry.tooLarge else { return false }
            if entry.body.count + data.count > entry.limit {
                entry.tooLarge = true
                entry.body = Data()
            } else {
                entry.body.append(data)
            }
            pending[dataTask.taskIdentifier] = entry
            return entry.tooLarge
        }
        if cancel { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let entry = pending.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let http = entry.statusOnly {
            entry.continuation.resume(
                returning: HTTPResponse(
                    status: http.statusCode, etag: http.value(forHTTPHeaderField: "ETag"),
                    lastModified: http.value(forHTTPHeaderField: "Last-Modified"), body: Data()))
        } else if entry.tooLarge {
            entry.continuation.resume(throwing: HTTPClient.TooLarge(limit: entry.limit))
        } else if let error {
            entry.continuation.resume(throwing: error)
        } else if let http = task.response as? HTTPURLResponse {
            entry.continuation.resume(
                returning: HTTPResponse(
                    status: http.statusCode, etag: http.value(forHTTPHeaderField: "ETag"),
                    lastModified: http.value(forHTTPHeaderField: "Last-Modified"), body: entry.body))
        } else {
            entry.continuation.resume(throwing: URLError(.badServerResponse))
        }
    }
}
