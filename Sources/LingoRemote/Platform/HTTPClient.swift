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

/// Why a request was stopped before its end.
enum HTTPRefusal: Error, Sendable, Equatable {
    /// The body is longer than the request's limit (by its `Content-Length`, or counted as it
    /// arrived).
    case tooLarge(limit: Int)
    /// The response headers are larger than ``HTTPClient/maximumHeaderSize``.
    case headersTooLarge(size: Int)
    /// The body comes in a content coding the request did not ask for.
    case contentEncoding(String)
    /// The check's deadline passed.
    case deadline
}

/// GET requests with `URLSession` (FoundationNetworking on Linux), no cache of its own, and
/// bounds enforced before anything is decoded or kept:
///
/// - Every request asks for `Accept-Encoding: identity`; a response in another content coding
///   is refused when its headers arrive, and none of its body is kept.
/// - Response headers larger than ``maximumHeaderSize`` are refused.
/// - A body is counted as it arrives and the request stopped at its limit (or refused at once
///   when its `Content-Length` says it is longer).
/// - Each request ends by the check's deadline, by a timer of Lingo's own that resumes the
///   caller and cancels the task, whatever the transport does.
///
/// On Linux, FoundationNetworking hands libcurl's data to the session's delegate queue without
/// waiting for the delegate, and ignores the disposition of `didReceive response`. The session
/// therefore runs its delegate inline (``InlineOperationQueue``), on the thread libcurl delivers
/// on: each chunk is counted as it arrives, never queued behind a slow delegate, and a refused
/// response keeps nothing. On Apple platforms, `URLSession` waits for the disposition before it
/// reads the body: a refused response is cancelled before its body is read; it enforces the
/// resource timeout too.
final class HTTPClient: Sendable {
    /// The largest response headers accepted, names and values together.
    static let maximumHeaderSize = 32 * 1024

    private let session: URLSession
    private let delegate = HTTPSessionDelegate()

    init(timeout: TimeInterval) {
        let configuration = URLSessionConfiguration.ephemeral
        // Whole seconds, at least one: FoundationNetworking truncates the interval to whole
        // seconds, and 0 would time every request out at once. The check's deadline is exact.
        configuration.timeoutIntervalForRequest = Swift.max(timeout.rounded(.up), 1)
        configuration.timeoutIntervalForResource = Swift.max(timeout.rounded(.up), 1) * 4
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: Self.delegateQueue())
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Fetches `url` with the extra request `headers`, refusing a body of more than `limit` bytes.
    ///
    /// - Throws: The transport error (no connection, timeout, ...) or an ``HTTPRefusal``.
    func get(_ url: URL, headers: [String: String] = [:], limit: Int, deadline: DispatchTime) async throws
        -> HTTPResponse
    {
        guard DispatchTime.now() < deadline else { throw HTTPRefusal.deadline }
        var request = URLRequest(url: url)
        request.cachePolicy = .reloadIgnoringLocalCacheData
        request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let task = session.dataTask(with: request)
        return try await withCheckedThrowingContinuation { continuation in
            delegate.register(task, limit: limit, deadline: deadline, continuation: continuation)
            task.resume()
        }
    }

    #if canImport(FoundationNetworking)
    private static func delegateQueue() -> OperationQueue { InlineOperationQueue() }
    #elseif canImport(Darwin)
    private static func delegateQueue() -> OperationQueue {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        return queue
    }
    #else
    #error("HTTPClient needs URLSession: Foundation on Apple platforms or FoundationNetworking")
    #endif
}

#if canImport(FoundationNetworking)
/// An operation queue that runs each block at once, on the thread that adds it: what makes
/// FoundationNetworking call the session delegate while libcurl delivers, not later.
///
/// FoundationNetworking adds every delegate call as a block, on the session's work queue; the
/// delegate only takes its own lock and never waits for the session: a task's `cancel()` waits
/// for that queue (a `sync`), so the delegate cancels from another queue.
final class InlineOperationQueue: OperationQueue, @unchecked Sendable {
    // @unchecked: it keeps no state of its own.
    override func addOperation(_ block: @escaping @Sendable () -> Void) {
        block()
    }
}
#endif

/// The state of each running request, keyed by task identifier. Each request ends exactly
/// once: when it completes, is refused, or its deadline passes, whichever comes first.
final class HTTPSessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private struct Pending {
        let limit: Int
        let continuation: CheckedContinuation<HTTPResponse, any Error>
        let task: URLSessionTask
        let timer: DispatchWorkItem
        var response: HTTPURLResponse?
        var body = Data()
    }

    private let pending = Protected([Int: Pending]())

    func register(
        _ task: URLSessionTask, limit: Int, deadline: DispatchTime,
        continuation: CheckedContinuation<HTTPResponse, any Error>
    ) {
        let identifier = task.taskIdentifier
        let timer = DispatchWorkItem { [weak self] in
            self?.finish(identifier, .failure(HTTPRefusal.deadline), cancel: true)
        }
        pending.withLock {
            $0[identifier] = Pending(limit: limit, continuation: continuation, task: task, timer: timer)
        }
        DispatchQueue.global().asyncAfter(deadline: deadline, execute: timer)
    }

    /// Ends request `identifier` with `result` (nothing when it has ended already), cancelling
    /// its task when it may still run.
    ///
    /// The task is cancelled from another queue: `cancel()` waits for the session's work queue,
    /// which is the queue a delegate call runs on (see `InlineOperationQueue`). Until the
    /// cancel takes effect, what the task still delivers is dropped (its request has ended).
    /// The caller is resumed only once `cancel()` returned: the transfer is then detached from
    /// the connection, so that nothing the caller does next (such as the server closing it)
    /// reaches a transfer that is no longer wanted.
    private func finish(_ identifier: Int, _ result: Result<HTTPResponse, any Error>, cancel: Bool) {
        guard let entry = pending.withLock({ $0.removeValue(forKey: identifier) }) else { return }
        entry.timer.cancel()
        guard cancel else { return entry.continuation.resume(with: result) }
        let (task, continuation) = (entry.task, entry.continuation)
        DispatchQueue.global().async {
            task.cancel()
            continuation.resume(with: result)
        }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let identifier = dataTask.taskIdentifier
        guard let http = response as? HTTPURLResponse else {
            finish(identifier, .failure(URLError(.badServerResponse)), cancel: true)
            return completionHandler(.cancel)
        }
        if let refusal = refusal(of: http, limit: pending.withLock { $0[identifier]?.limit } ?? 0) {
            finish(identifier, .failure(refusal), cancel: true)
            return completionHandler(.cancel)
        }
        guard http.statusCode == 200 else {
            // Only the status matters (304, or an error): the body is not read.
            finish(identifier, .success(HTTPResponse(http, body: Data())), cancel: true)
            return completionHandler(.cancel)
        }
        pending.withLock { $0[identifier]?.response = http }
        completionHandler(.allow)
    }

    /// Why a response whose headers just arrived is refused before its body, if it is.
    private func refusal(of http: HTTPURLResponse, limit: Int) -> HTTPRefusal? {
        var size = 0
        for (name, value) in http.allHeaderFields {
            size += "\(name)".utf8.count + "\(value)".utf8.count + 4
        }
        if size > HTTPClient.maximumHeaderSize { return .headersTooLarge(size: size) }
        guard http.statusCode == 200 else { return nil }
        if let coding = http.value(forHTTPHeaderField: "Content-Encoding") {
            let name = coding.trimmingCharacters(in: .whitespaces).lowercased()
            if !name.isEmpty, name != "identity" { return .contentEncoding(String(coding.prefix(64))) }
        }
        if http.expectedContentLength > Int64(limit) { return .tooLarge(limit: limit) }
        return nil
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let identifier = dataTask.taskIdentifier
        let over = pending.withLock { pending -> Int? in
            guard var entry = pending[identifier] else { return nil }
            if entry.body.count + data.count > entry.limit { return entry.limit }
            pending[identifier] = nil  // no copy of the body while it grows
            entry.body.append(data)
            pending[identifier] = entry
            return nil
        }
        if let limit = over { finish(identifier, .failure(HTTPRefusal.tooLarge(limit: limit)), cancel: true) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let identifier = task.taskIdentifier
        if let error {
            return finish(identifier, .failure(error), cancel: false)
        }
        let ended = pending.withLock { $0[identifier].map { ($0.response, $0.body) } }
        guard let (response, body) = ended, let response else {
            return finish(identifier, .failure(URLError(.badServerResponse)), cancel: false)
        }
        finish(identifier, .success(HTTPResponse(response, body: body)), cancel: false)
    }
}

extension HTTPResponse {
    fileprivate init(_ http: HTTPURLResponse, body: Data) {
        self.init(
            status: http.statusCode, etag: http.value(forHTTPHeaderField: "ETag"),
            lastModified: http.value(forHTTPHeaderField: "Last-Modified"), body: body)
    }
}
