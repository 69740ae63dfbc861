// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

#if canImport(Darwin)
import Foundation
import LingoUtilities

/// GET requests with `URLSession` (Apple platforms; Linux uses ``CurlTransport``), no cache of
/// its own, no redirect followed (the 3xx reply is returned), and bounds enforced before
/// anything is decoded or kept:
///
/// - Every request asks for `Accept-Encoding: identity`; a response in another content coding
///   is refused when its headers arrive, and none of its body is kept.
/// - Response headers larger than ``HTTPTransportLimits/maximumHeaderSize`` are refused.
/// - A body is counted as it arrives and the request stopped at its limit (or refused at once
///   when its `Content-Length` says it is longer).
/// - Each request ends by the check's deadline, by a timer of Lingo's own that resumes the
///   caller and cancels the task, whatever the transport does.
///
/// `URLSession` waits for the disposition before it reads the body: a refused response is
/// cancelled before its body is read; it enforces the resource timeout too.
final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let delegate = HTTPSessionDelegate()

    init(timeout: TimeInterval) {
        let configuration = URLSessionConfiguration.ephemeral
        // Whole seconds, at least one: 0 would time every request out at once. The check's
        // deadline is exact (a timer of Lingo's own).
        configuration.timeoutIntervalForRequest = Swift.max(timeout.rounded(.up), 1)
        configuration.timeoutIntervalForResource = Swift.max(timeout.rounded(.up), 1) * 4
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: Self.delegateQueue())
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    func get(_ request: HTTPRequest) async throws(HTTPRefusal) -> HTTPResponse {
        guard DispatchTime.now() < request.deadline else { throw .deadline }
        var urlRequest = URLRequest(url: request.url)
        urlRequest.cachePolicy = .reloadIgnoringLocalCacheData
        urlRequest.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let task = session.dataTask(with: urlRequest)
        do {
            return try await withCheckedThrowingContinuation { continuation in
                delegate.register(task, limit: request.limit, deadline: request.deadline, continuation: continuation)
                task.resume()
            }
        } catch let refusal as HTTPRefusal {
            throw refusal
        } catch let error as URLError where error.code == .timedOut {
            throw .timeout
        } catch {
            throw .network(error.localizedDescription)
        }
    }

    private static func delegateQueue() -> OperationQueue {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        return queue
    }
}

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
    /// The task is cancelled from another queue, never from a delegate call. Until the
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
        if size > HTTPTransportLimits.maximumHeaderSize { return .headersTooLarge(size: size) }
        guard http.statusCode == 200 else { return nil }
        if let coding = http.value(forHTTPHeaderField: "Content-Encoding") {
            let name = coding.trimmingCharacters(in: .whitespaces).lowercased()
            if !name.isEmpty, name != "identity" { return .contentEncoding(String(coding.prefix(64))) }
        }
        if http.expectedContentLength > Int64(limit) { return .tooLarge(limit: limit) }
        return nil
    }

    /// No redirect is followed here: the 3xx reply is the task's response, and the updater
    /// decides whether its `Location` is of the same origin.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(nil)
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
            lastModified: http.value(forHTTPHeaderField: "Last-Modified"),
            location: http.value(forHTTPHeaderField: "Location"), body: body)
    }
}
#endif
