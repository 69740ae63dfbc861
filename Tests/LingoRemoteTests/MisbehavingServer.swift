// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoRemote

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An HTTP/1.1 server on 127.0.0.1 (a port of the kernel's choice) for what nginx will not do:
/// answers scripted per path that trickle, lie about their content coding, or carry huge
/// headers. A path without a script is served from `root` when there is one (200 with an `ETag`
/// and a `Last-Modified`, 304 to a matching `If-None-Match`, as a static server does), else
/// answered 404. Each connection is answered once and closed.
///
/// The server's own pauses (a trickle) are its behaviour, not a test's synchronization: the
/// tests wait for the updater's outcome, never for the server.
final class MisbehavingServer: @unchecked Sendable {
    // @unchecked: the mutable state is only touched under `lock`; `listener` and `port` are
    // set in `init`.

    /// How one path is answered.
    struct Reply: Sendable {
        /// The status code.
        var status = 200
        /// The header fields, in order (written as given: no `Content-Length` is added).
        var headers: [(String, String)] = []
        /// The body.
        var body = Data()
        /// When set, the body is written one byte at a time with this pause between bytes,
        /// until it ends or the client goes away.
        var trickle: TimeInterval?
        /// When set, header lines are written one at a time with this pause between them,
        /// forever (the status line first): the response never completes.
        var endlessHeaders: TimeInterval?
        /// When set, the answer waits until the test opens the gate.
        var gate: Gate?
        /// When set, exactly these bytes are sent (nothing else: no status line of the server's
        /// own), then the connection is closed.
        var raw: [UInt8]?
        /// When set, the connection is reset (a TCP RST) after the reply or its raw bytes.
        var reset = false

        init(status: Int = 200, headers: [(String, String)] = [], body: Data = Data()) {
            self.status = status
            self.headers = headers
            self.body = body
        }

        /// A 200 with `body`, its `Content-Length`, and `headers`.
        static func ok(_ body: Data, headers: [(String, String)] = []) -> Reply {
            Reply(headers: [("Content-Length", "\(body.count)")] + headers, body: body)
        }
    }

    /// Holds an answer back: the server signals ``arrived`` when the request came, and answers
    /// once the test calls ``open()``.
    final class Gate: Sendable {
        private let arrivedSignal = DispatchSemaphore(value: 0)
        private let openedSignal = DispatchSemaphore(value: 0)

        /// Returns once the request held back has arrived.
        func arrived() async {
            await withCheckedContinuation { continuation in
                DispatchQueue.global().async {
                    self.arrivedSignal.wait()
                    continuation.resume()
                }
            }
        }

        /// Lets the answer go.
        func open() { openedSignal.signal() }

        fileprivate func hold() {
            arrivedSignal.signal()
            openedSignal.wait()
        }
    }

    /// A request as received: the path and the header fields (names lowercased).
    struct Request: Sendable {
        var path: String
        var headers: [String: String]
    }

    let port: Int
    private let listener: Int32
    private let root: URL?
    private let lock = NSLock()
    private var replies: [String: Reply]
    private var received: [Request] = []
    private var connections = Set<Int32>()
    /// The connections sending endless header lines: stopping ends their headers first.
    private var inHeaders = Set<Int32>()
    private var stopped = false

    /// Starts listening; `replies` maps paths (`update/manifest.json`) to their answers.
    init(root: URL? = nil, replies: [String: Reply] = [:]) throws {
        self.root = root
        self.replies = replies
        signal(SIGPIPE, SIG_IGN)
        (listener, port) = try LoopbackSocket.bound(listening: 16)
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    deinit { stop() }

    /// The URL of `path` on the server.
    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)/\(path)")! }

    /// Sets (or, with `nil`, removes) the answer for `path`.
    func set(_ path: String, _ reply: Reply?) { lock.withLock { replies[path] = reply } }

    /// The requests received so far, in order.
    var requests: [Request] { lock.withLock { received } }

    /// Stops listening and closes every connection (a trickle ends).
    ///
    /// A connection in the middle of its headers gets the empty line that ends them before it is
    /// shut down, so that stopping a test's server never looks like a cut reply (those are
    /// scripted with ``Reply/raw``).
    func stop() {
        let open = lock.withLock { () -> Set<Int32> in
            defer { stopped = true }
            guard !stopped else { return [] }
            for fd in inHeaders { _ = send(fd, Array("\r\n".utf8)) }
            return connections.union([listener])
        }
        for fd in open {
            shutdown(fd, Int32(SHUT_RDWR))
            if fd == listener { close(fd) }
        }
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func acceptLoop() {
        while !isStopped {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if errno == EINTR { continue }
                return
            }
            let accepted = lock.withLock { () -> Bool in
                guard !stopped else { return false }
                connections.insert(client)
                return true
            }
            guard accepted else {
                close(client)
                return
            }
            Thread.detachNewThread { [self] in
                serve(client)
                lock.withLock { _ = connections.remove(client) }
                close(client)
            }
        }
    }

    private func serve(_ client: Int32) {
        guard let request = readRequest(client) else { return }
        let reply = lock.withLock { () -> Reply? in
            received.append(request)
            return replies[request.path]
        }
        respond(client, reply ?? fileReply(request))
    }

    private func fileReply(_ request: Request) -> Reply {
        let path = request.path
        guard let root, !path.contains(".."), let data = try? Data(contentsOf: root.appendingPathComponent(path))
        else { return Reply(status: 404, headers: [("Content-Length", "0")]) }
        let etag = "\"" + UpdateDigest.sha256Hex(data).prefix(16) + "\""
        if request.headers["if-none-match"] == etag {
            return Reply(status: 304, headers: [("ETag", etag), ("Content-Length", "0")])
        }
        return .ok(data, headers: [("ETag", etag), ("Last-Modified", "Sat, 05 Dec 2026 12:00:00 GMT")])
    }

    private func readRequest(_ client: Int32) -> Request? {
        var bytes = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 65536 {
            let count = recv(client, &buffer, buffer.count, 0)
            if count <= 0 { return nil }
            bytes += buffer[0..<count]
            if let end = bytes.firstRange(of: Array("\r\n\r\n".utf8)) {
                let lines = String(decoding: bytes[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
                let target = lines.first?.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
                var headers = [String: String]()
                for line in lines.dropFirst() {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
                        .trimmingCharacters(in: .whitespaces)
                }
                return Request(path: String(target.drop(while: { $0 == "/" })), headers: headers)
            }
        }
        return nil
    }

    private func respond(_ client: Int32, _ reply: Reply) {
        reply.gate?.hold()
        defer { if reply.reset { Self.reset(client) } }
        if let raw = reply.raw {
            _ = send(client, raw)
            return
        }
        var head = "HTTP/1.1 \(reply.status) Scripted\r\nConnection: close\r\n"
        if let pause = reply.endlessHeaders {
            lock.withLock { _ = inHeaders.insert(client) }
            defer { lock.withLock { _ = inHeaders.remove(client) } }
            guard send(client, Array(head.utf8)) else { return }
            var line = 0
            // Each line is sent holding the lock, so that `stop()` never ends the headers in the
            // middle of one.
            while lock.withLock({
                !stopped && send(client, Array("X-Filler-\(line): \(String(repeating: "x", count: 64))\r\n".utf8))
            }) {
                line += 1
                Thread.sleep(forTimeInterval: pause)
            }
            return
        }
        for (name, value) in reply.headers { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        guard send(client, Array(head.utf8)) else { return }
        guard let pause = reply.trickle else {
            _ = send(client, Array(reply.body))
            return
        }
        for byte in reply.body {
            guard !isStopped, send(client, [byte]) else { return }
            Thread.sleep(forTimeInterval: pause)
        }
    }

    /// Makes the close of `client` a reset: a linger of zero seconds.
    private static func reset(_ client: Int32) {
        var linger = linger(l_onoff: 1, l_linger: 0)
        _ = setsockopt(client, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<linger>.size))
    }

    /// Writes all of `bytes`; `false` when the client went away (SIGPIPE is ignored).
    private func send(_ client: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}
