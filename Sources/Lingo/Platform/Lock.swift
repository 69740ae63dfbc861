import Foundation

/// A value guarded by a lock that owns it: the value can only be reached inside
/// ``withLock(_:)``.
///
/// `Synchronization.Mutex` needs macOS 15 / iOS 18; this works with every deployment target.
final class Protected<Value>: @unchecked Sendable {
    // @unchecked: `value` is only read or written while `lock` is held.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
