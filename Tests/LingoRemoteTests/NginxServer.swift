// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

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

    /// The nginx binary: `$LINGO_NGINX`, else Debian's `/usr/sbin/nginx`.
    static var binary: String? {
        let candidates = [ProcessInfo.processInfo.environment["LINGO_NGINX"], "/usr/sbin/nginx", "/usr/bin/nginx"]
        return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts nginx serving `root`, with `directives` added to its `server` block (such as
    /// `gzip on;`).
    ///
    /// - Throws: ``Missing`` when nginx is not installed (the tests fail, never skip), or when
    ///   it does not come up.
    init(root: URL, directives: String = "") throws {
        guard let binary = Self.binary else {
            throw Missing(
                description:
                    "nginx is not installed: the LingoRemote tests need it (apt-get install -y nginx), or set LINGO_NGINX"
            )
        }
        prefix = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-nginx-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: prefix.appendingPathComponent("temp"), withIntermediateDirectories: true)
        var lastError = ""
        for _ in 0..<5 {
            let port = try Self.freePort()
            let config = prefix.appendingPathComponent("nginx.conf")
            try Self.configuration(port: port, root: root, prefix: prefix, directives: directives).write(
                to: config, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = [
                "-p", prefix.path, "-c", config.path, "-e", prefix.appendingPathComponent("error.log").path,
            ]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            if Self.waitForListener(port: port, process: process) {
                self.port = port
                self.process = process
                return
            }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            lastError = (try? String(contentsOf: prefix.appendingPathComponent("error.log"), encoding: .utf8)) ?? ""
        }
        throw Missing(description: "nginx did not start: \(lastError)")
    }

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

    private static func configuration(port: Int, root: URL, prefix: URL, directives: String) -> String {
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
                }
            }
            """
    }

    /// A port nobody listens on now (the kernel's choice for port 0).
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Missing(description: "socket() failed") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Bool in
                bind(fd, pointer, length) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        guard bound else { throw Missing(description: "bind() failed") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private static func waitForListener(port: Int, process: Process) -> Bool {
        for _ in 0..<100 {
            guard process.isRunning else { return false }
            if canConnect(port: port) { return true }
            usleep(20_000)
        }
        return false
    }

    static func canConnect(port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}

/// A TCP listener on 127.0.0.1 that never accepts nor answers: requests to it time out.
final class SilentServer: @unchecked Sendable {
    // @unchecked: `fd` is written in `init` and closed once in `deinit`.
    let port: Int
    private let fd: Int32

    init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.fd = fd
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ok = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Bool in
                bind(fd, pointer, length) == 0 && listen(fd, 8) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        guard ok else { throw NginxServer.Missing(description: "cannot listen on 127.0.0.1") }
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit { close(fd) }

    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)/\(path)")! }
}
