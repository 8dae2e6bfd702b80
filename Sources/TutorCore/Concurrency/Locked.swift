import Foundation

/// A value shared between threads, reached only while its lock is held: the one lock-guarded
/// box of the code base, so that caches, flags and result slots are a line, not a class.
///
/// It is unchecked Sendable because the compiler cannot see the lock: `value` is private and
/// read or written only inside ``withLock(_:)``, which holds `lock` for the whole closure, so no
/// two threads ever touch it at once. `Value` must itself be `Sendable`, since what one thread
/// stores another reads. (`Mutex` from Synchronization would say the same to the compiler, but
/// it needs macOS 15, and macOS 14 is the deployment target.)
package final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the lock; what `body` changes is kept. The lock
    /// is not reentrant: `body` must not use this `Locked` again.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }

    /// The value as it is now (a copy, taken under the lock).
    package var current: Value {
        withLock { $0 }
    }
}
