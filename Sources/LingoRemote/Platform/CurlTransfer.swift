// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

#if canImport(CLingoCurl)
import CLingoCurl
import Foundation

/// The state of one libcurl transfer, read and written only by the thread that runs it (libcurl
/// calls its callbacks from inside `curl_easy_perform`). Each callback decides at once whether
/// the transfer goes on: the first refusal is kept and stops it.
final class CurlTransfer {
    private let limit: Int
    private let deadline: DispatchTime
    private var status = 0
    private var headerSize = 0
    private var headersComplete = false
    private var etag: String?
    private var lastModified: String?
    private var location: String?
    private var body = Data()
    private var refusal: HTTPRefusal?
    /// A reply other than 200 whose headers are complete: its body is not read.
    private var stoppedAfterHeaders = false

    init(limit: Int, deadline: DispatchTime) {
        self.limit = limit
        self.deadline = deadline
    }

    /// Whether the deadline passed (then it is the refusal).
    func isPastDeadline() -> Bool {
        guard DispatchTime.now() >= deadline else { return false }
        if refusal == nil { refusal = .deadline }
        return true
    }

    /// Takes one header line; `false` stops the transfer.
    func receiveHeader(_ bytes: UnsafeRawBufferPointer) -> Bool {
        headerSize += bytes.count
        if headerSize > HTTPTransportLimits.maximumHeaderSize {
            refusal = .headersTooLarge(size: headerSize)
            return false
        }
        if isPastDeadline() { return false }
        let line = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if line.hasPrefix("HTTP/") {
            // A status line: a new reply begins (after an interim 1xx one).
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            status = fields.count > 1 ? Int(fields[1]) ?? 0 : 0
            (etag, lastModified, location, headersComplete) = (nil, nil, nil, false)
            return true
        }
        if line.isEmpty {
            if (100..<200).contains(status) { return true }
            headersComplete = true
            if status != 200 {
                stoppedAfterHeaders = true
                return false
            }
            return true
        }
        guard let colon = line.firstIndex(of: ":") else { return true }
        let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        return take(name: name, value: value)
    }

    /// Takes one header; `false` (with the refusal) when it makes the reply unacceptable.
    private func take(name: String, value: String) -> Bool {
        switch name {
        case "content-encoding" where status == 200:
            if !value.isEmpty, value.lowercased() != "identity" {
                refusal = .contentEncoding(String(value.prefix(64)))
                return false
            }
        case "content-length" where status == 200:
            if let length = Int(value), length > limit {
                refusal = .tooLarge(limit: limit)
                return false
            }
        case "etag": etag = value
        case "last-modified": lastModified = value
        case "location": location = value
        default: break
        }
        return true
    }

    /// Takes a piece of the body; `false` stops the transfer.
    func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        if isPastDeadline() { return false }
        guard status == 200, headersComplete else {
            refusal = refusal ?? .network("a body arrived before the reply's headers ended")
            return false
        }
        guard bytes.count <= limit - body.count else {
            refusal = .tooLarge(limit: limit)
            return false
        }
        body.append(bytes.bindMemory(to: UInt8.self))
        return true
    }

    /// What the transfer gave, once `curl_easy_perform` returned `code` (with `message`).
    func result(code: CURLcode, message: String) -> Result<HTTPResponse, HTTPRefusal> {
        if let refusal { return .failure(refusal) }
        let response = HTTPResponse(
            status: status, etag: etag, lastModified: lastModified, location: location,
            body: stoppedAfterHeaders ? Data() : body)
        if stoppedAfterHeaders { return .success(response) }
        switch code {
        case CURLE_OK:
            guard headersComplete, status == 200 else {
                return .failure(.network("the reply ended before its headers did"))
            }
            return .success(response)
        case CURLE_OPERATION_TIMEDOUT:
            // libcurl's own timer is set to the deadline in whole milliseconds: it may fire a
            // little before it.
            let atDeadline = DispatchTime.now() + .milliseconds(100) >= deadline
            return .failure(atDeadline ? .deadline : .timeout)
        case CURLE_ABORTED_BY_CALLBACK:
            return .failure(.deadline)
        case CURLE_FILESIZE_EXCEEDED:
            return .failure(.tooLarge(limit: limit))
        default:
            let reason = message.isEmpty ? String(cString: curl_easy_strerror(code)) : message
            return .failure(.network(reason))
        }
    }
}
#endif
