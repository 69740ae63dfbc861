// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

#if canImport(CLingoCurl)
import CLingoCurl
import Foundation

/// GET requests with libcurl's C API (Linux), one easy handle per request on a thread of its own:
///
/// - No content decoding: no `CURLOPT_ACCEPT_ENCODING`, decoding off, and a reply whose headers
///   name a `Content-Encoding` other than `identity` is stopped when that header arrives.
/// - No redirect is followed: the 3xx reply is returned with its `Location`.
/// - Headers over ``HTTPTransportLimits/maximumHeaderSize``, a `Content-Length` over the limit,
///   a body counted past the limit, and the deadline are enforced in libcurl's header, write
///   and progress callbacks, which stop the transfer at once.
/// - Only the URL's own scheme (`http` or `https`) is spoken; https verifies the peer and host.
/// - Every failure, a reply cut anywhere included, is an ``HTTPRefusal``.
final class CurlTransport: HTTPTransport {
    /// `curl_global_init`, once per process, before the first handle.
    private static let initialized: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK

    /// Seconds a request may go without receiving a byte.
    let timeout: TimeInterval

    init(timeout: TimeInterval) {
        self.timeout = timeout
    }

    func get(_ request: HTTPRequest) async throws(HTTPRefusal) -> HTTPResponse {
        guard DispatchTime.now() < request.deadline else { throw .deadline }
        let timeout = self.timeout
        let result: Result<HTTPResponse, HTTPRefusal> = await withCheckedContinuation { continuation in
            // libcurl blocks: its own thread, never one of the concurrency pool's.
            let thread = Thread { continuation.resume(returning: Self.perform(request, timeout: timeout)) }
            thread.name = "Lingo update transfer"
            thread.start()
        }
        return try result.get()
    }

    /// Performs `request` on this thread.
    private static func perform(_ request: HTTPRequest, timeout: TimeInterval) -> Result<HTTPResponse, HTTPRefusal> {
        guard initialized, let handle = curl_easy_init() else {
            return .failure(.network("libcurl could not be initialized"))
        }
        defer { curl_easy_cleanup(handle) }
        let transfer = CurlTransfer(limit: request.limit, deadline: request.deadline)
        var headerList: UnsafeMutablePointer<curl_slist>?
        defer { curl_slist_free_all(headerList) }
        var lines = ["Accept-Encoding: identity", "Expect:"]
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) { lines.append("\(name): \(value)") }
        for line in lines { headerList = curl_slist_append(headerList, line) }
        var errorBuffer = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        let code = errorBuffer.withUnsafeMutableBufferPointer { buffer in
            withExtendedLifetime(transfer) {
                let context = Unmanaged.passUnretained(transfer).toOpaque()
                guard
                    configure(
                        handle, request: request, timeout: timeout, headers: headerList, context: context,
                        errorBuffer: buffer.baseAddress!)
                else { return CURLE_FAILED_INIT }
                return curl_easy_perform(handle)
            }
        }
        let message = errorBuffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return transfer.result(code: code, message: String(decoding: message, as: UTF8.self))
    }

    /// Sets every option of one transfer; `false` when libcurl refuses one.
    private static func configure(
        _ handle: UnsafeMutableRawPointer, request: HTTPRequest, timeout: TimeInterval,
        headers: UnsafeMutablePointer<curl_slist>?, context: UnsafeMutableRawPointer,
        errorBuffer: UnsafeMutablePointer<CChar>
    ) -> Bool {
        let scheme = request.url.scheme?.lowercased() == "https" ? "https" : "http"
        let remaining = request.deadline.uptimeNanoseconds.subtractingReportingOverflow(
            DispatchTime.now().uptimeNanoseconds)
        let remainingMilliseconds = remaining.overflow ? 1 : Swift.max(Int(remaining.partialValue / 1_000_000), 1)
        let silence = Int(Swift.min(Swift.max(timeout.rounded(.up), 1), 86_400))
        var codes = [
            lingo_curl_set_string(handle, CURLOPT_URL, request.url.absoluteString),
            lingo_curl_set_string(handle, CURLOPT_USERAGENT, "Lingo"),
            lingo_curl_set_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer),
            lingo_curl_set_long(handle, CURLOPT_NOSIGNAL, 1),
            lingo_curl_set_long(handle, CURLOPT_FOLLOWLOCATION, 0),
            lingo_curl_set_long(handle, CURLOPT_HTTP_CONTENT_DECODING, 0),
            lingo_curl_set_long(handle, CURLOPT_MAXFILESIZE, Int(request.limit)),
            lingo_curl_set_long(handle, CURLOPT_TIMEOUT_MS, remainingMilliseconds),
            lingo_curl_set_long(handle, CURLOPT_CONNECTTIMEOUT_MS, Swift.min(silence * 1000, remainingMilliseconds)),
            lingo_curl_set_long(handle, CURLOPT_LOW_SPEED_LIMIT, 1),
            lingo_curl_set_long(handle, CURLOPT_LOW_SPEED_TIME, silence),
            lingo_curl_set_slist(handle, CURLOPT_HTTPHEADER, headers),
            lingo_curl_set_data_callback(handle, CURLOPT_HEADERFUNCTION, curlHeaderCallback),
            lingo_curl_set_pointer(handle, CURLOPT_HEADERDATA, context),
            lingo_curl_set_data_callback(handle, CURLOPT_WRITEFUNCTION, curlWriteCallback),
            lingo_curl_set_pointer(handle, CURLOPT_WRITEDATA, context),
            lingo_curl_set_progress_callback(handle, curlProgressCallback),
            lingo_curl_set_pointer(handle, CURLOPT_XFERINFODATA, context),
            lingo_curl_set_long(handle, CURLOPT_NOPROGRESS, 0),
        ]
        // Only the URL's own scheme (libcurl 7.85 and later; older ones do without, as the URL's
        // scheme is checked before and no redirect is followed by libcurl).
        for option in [CURLOPT_PROTOCOLS_STR, CURLOPT_REDIR_PROTOCOLS_STR] {
            let code = lingo_curl_set_string(handle, option, scheme)
            if code != CURLE_UNKNOWN_OPTION { codes.append(code) }
        }
        if scheme == "https" {
            codes.append(lingo_curl_set_long(handle, CURLOPT_SSL_VERIFYPEER, 1))
            codes.append(lingo_curl_set_long(handle, CURLOPT_SSL_VERIFYHOST, 2))
        }
        return codes.allSatisfy { $0 == CURLE_OK }
    }
}

/// libcurl's header callback: one header line (the status line and the blank line included).
private func curlHeaderCallback(
    _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
) -> Int {
    guard let data, let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
    return transfer.receiveHeader(bytes) ? size * count : 0
}

/// libcurl's write callback: a piece of the body.
private func curlWriteCallback(
    _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
) -> Int {
    guard let data, let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
    return transfer.receiveBody(bytes) ? size * count : 0
}

/// libcurl's progress callback: at least once a second while the transfer runs.
private func curlProgressCallback(
    _ context: UnsafeMutableRawPointer?, _ total: curl_off_t, _ received: curl_off_t, _: curl_off_t, _: curl_off_t
) -> Int32 {
    guard let context else { return 1 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    return transfer.isPastDeadline() ? 1 : 0
}
#endif
