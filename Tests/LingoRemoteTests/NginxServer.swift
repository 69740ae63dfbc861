// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Debian's nginx serving a folder on 127.0.0.1, started by a test on a free port with its own
/// configuration and prefix, and stopped by it: static files with `ETag` and `Last-Modified`,
/// and `/broken/` answering 500.
final class NginxServer: @unchecked Sendable {
    // @unchecked: `process` is set in `init` and only stopped afterwards.
    struct Missing: Error, CustomStringConvertible {
        let description: String
    }

    let port: Int
    let prefix: URL
    private let process: Process

    /// The nginx binary: `$LINGO_NGINX` where it is set (only there: set it to a missing path to
    /// test without nginx), else the first `nginx` on `PATH` or in Debian's `/usr/sbin`. The one
    /// check both the ``Testing/Trait/nginx`` trait and ``init(root:)`` make.
    static var binary: String? {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["LINGO_NGINX"], !path.isEmpty {
            return FileManager.default.isExecutableFile(atPath: path) ? path : nil
        }
        let folders =
            (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/sbin", "/usr/local/sbin"]
        return folders.map { $0 + "/nginx" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Why the tests that serve updates do not run here: nginx is missing, and how to install it.
    static var absenceReason: String {
        if let path = ProcessInfo.processInfo.environment["LINGO_NGINX"], !path.isEmpty {
            return "nginx is not installed at LINGO_NGINX=\(path): the LingoRemote tests serve updates with it"
        }
        return "nginx is not installed (not on PATH nor in /usr/sbin): the LingoRemote tests serve updates with it; "
            + "install the package: apt-get install nginx (or set LINGO_NGINX to its path)"
    }

    /// Starts nginx serving `root`, and waits until it answers as this server (a request for
    /// this server's identity, not only a connection: another test's server may have taken the
    /// port in between), for at most ``startLimit`` seconds. `directives` are added to its
    /// `server` block (such as `gzip on;`).
    ///
    /// - Throws: ``Missing`` when nginx is not installed, or when it does not come up.
    init(root: URL, directives: String = "") throws {
        guard let binary = Self.binary else { throw Missing(description: Self.absenceReason) }
        prefix = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-nginx-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: prefix.appendingPathComponent("temp"), withIntermediateDirectories: true)
        let identity = UUID().uuidString
        var lastError = ""
        for _ in 0..<5 {
            let port = try Self.freePort()
            let config = prefix.appendingPathComponent("nginx.conf")
            try Self.configuration(
                port: port, root: root, prefix: prefix, identity: identity, directives: directives
            ).write(
                to: config, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = [
                "-p", prefix.path, "-c", config.path, "-e", prefix.appendingPathComponent("error.log").path,
            ]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            if Self.waitUntilServing(port: port, identity: identity, process: process) {
                self.port = port
                self.process = process
                return
            }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            lastError = (try? String(contentsOf: prefix.appendingPathComponent("error.log"), encoding: .utf8)) ?? ""
        }
        try? FileManager.default.removeItem(at: prefix)
        throw Missing(description: "nginx did not start: \(lastError)")
    }

    /// How long a server may take to come up: generous, for a machine busy with other builds.
    static let startLimit: TimeInterval = 60

    deinit { stop() }

    /// The URL of `path` on the server.
    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)/\(path)")!
    }

    /// Stops nginx and removes its prefix. SIGKILL: a child spawned by `Process` inherits the
    /// spawning thread's blocked signals, so nginx may never see a SIGTERM; nginx without a
    /// master process has nothing to clean up but its prefix.
    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: prefix)
    }

    private static func configuration(
        port: Int, root: URL, prefix: URL, identity: String, directives: String
    ) -> String {
        let temp = prefix.appendingPathComponent("temp").path
        return """
            daemon off;
            master_process off;
            worker_processes 1;
            pid \(prefix.appendingPathComponent("nginx.pid").path);
            error_log \(prefix.appendingPathComponent("error.log").path) warn;
            events { worker_connections 64; }
            http {
                access_log off;
                client_body_temp_path \(temp)/body;
                proxy_temp_path \(temp)/proxy;
                fastcgi_temp_path \(temp)/fastcgi;
                uwsgi_temp_path \(temp)/uwsgi;
                scgi_temp_path \(temp)/scgi;
                types { application/json json; text/plain strings sig; application/xml stringsdict; }
                default_type application/octet-stream;
                server {
                    listen 127.0.0.1:\(port);
                    root \(root.path);
                    etag on;
                    location /broken/ { return 500; }
                    \(directives)
                    location = /.lingo-server-identity { return 200 "\(identity)"; }
                }
            }
            """
    }

    /// A port nobody listens on now (the kernel's choice for port 0).
    static func freePort() throws -> Int {
        let (fd, port) = try LoopbackSocket.bound()
        close(fd)
        return port
    }

    /// Waits until the server on `port` answers with `identity`, while `process` runs, for at
    /// most ``startLimit`` seconds.
    private static func waitUntilServing(port: Int, identity: String, process: Process) -> Bool {
        let deadline = Date().addingTimeInterval(startLimit)
        while process.isRunning && Date() < deadline {
            if let answer = get(port: port, path: "/.lingo-server-identity"), answer.hasSuffix("\r\n\r\n" + identity) {
                return true
            }
            usleep(10_000)
        }
        return false
    }

    /// The whole HTTP/1.0 answer to `GET path` on 127.0.0.1:`port`, or nil without a connection.
    static func get(port: Int, path: String) -> String? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        guard LoopbackSocket.connecting(fd, port: port) else { return nil }
        let request = Array("GET \(path) HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        guard request.withUnsafeBytes({ send(fd, $0.baseAddress, $0.count, 0) }) == request.count else { return nil }
        var answer = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            answer += buffer[0..<count]
        }
        return String(decoding: answer, as: UTF8.self)
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test or suite where nginx is installed (``NginxServer/binary``); skips it
    /// elsewhere, saying how to install it, or fails it under `LINGO_STRICT_TESTS=1`.
    static var nginx: Self {
        .requires(NginxServer.absenceReason) { NginxServer.binary != nil }
    }
}

/// A TCP listener on 127.0.0.1 that never accepts nor answers: requests to it time out.
final class SilentServer: @unchecked Sendable {
    // @unchecked: `fd` is written in `init` and closed once in `deinit`.
    let port: Int
    private let fd: Int32

    init() throws {
        (fd, port) = try LoopbackSocket.bound(listening: 8)
    }

    deinit { close(fd) }

    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)/\(path)")! }
}
