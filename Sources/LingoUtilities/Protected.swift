// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation

/// A value guarded by a lock that owns it: the value can only be reached inside
/// ``withLock(_:)``. The one lock type of every Lingo module.
///
/// `Synchronization.Mutex` needs macOS 15 / iOS 18; this works with every deployment target.
///
/// ``withLock(_:)`` is inlined into its callers, specialized for their value and result: the
/// switch path takes several locks. So the type and that method are `public`, not `package`: the
/// compiler inlines no `package` type's `@inlinable` members into another module. This module is
/// no product, so `public` shows nothing to apps. The value lives in memory of its own, reached
/// through a pointer, so an access costs no dynamic exclusivity check (the lock is what makes
/// each access exclusive).
public final class Protected<Value>: @unchecked Sendable {
    // @unchecked: `value`'s memory is only read or written while `lock` is held.
    @usableFromInline let lock = NSLock()
    @usableFromInline let value: UnsafeMutablePointer<Value>

    /// Guards `value`.
    package init(_ value: Value) {
        self.value = .allocate(capacity: 1)
        self.value.initialize(to: value)
    }

    deinit {
        value.deinitialize(count: 1)
        value.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    @inlinable
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value.pointee)
    }
}
