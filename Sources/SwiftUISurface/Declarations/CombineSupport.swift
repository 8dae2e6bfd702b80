// What Combine does for a declaration it does not implement.

import Foundation

/// Stops the program: `what` is declared but not implemented here yet.
@usableFromInline
internal func _combineUnsupported(_ what: String) -> Never {
    fflush(stdout)
    fatalError("not supported by the terminal runtime yet: \(what)")
}

/// A value for a declaration whose type carries no data; other types stop the program.
@usableFromInline
internal func _combinePlaceholder<T>(_ what: String) -> T {
    guard _isPOD(T.self) else { _combineUnsupported(what) }
    return withUnsafeTemporaryAllocation(
        byteCount: max(MemoryLayout<T>.size, 1), alignment: MemoryLayout<T>.alignment
    ) { buffer in
        buffer.initializeMemory(as: UInt8.self, repeating: 0)
        return buffer.baseAddress!.load(as: T.self)
    }
}

/// Runs `body` while holding `lock`.
@inline(__always)
internal func _locked<T>(_ lock: NSLock, _ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
}

/// Marks the main dispatch queue, whose Swift wrapper objects are not unique.
internal enum _MainQueue {
    /// The key set on the main queue.
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether `queue` is the main queue.
    static func isMain(_ queue: DispatchQueue) -> Bool { queue.getSpecific(key: key) == true }

    /// Whether the caller runs on the main thread or in a block of the main queue.
    static var isCurrent: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true }
}

/// Whether work for `scheduler` may run at once: it is the main queue or main run loop and the caller is on it.
internal func _isMainSchedulerOnMainThread<S: Scheduler>(_ scheduler: S) -> Bool {
    if scheduler is ImmediateScheduler { return true }
    guard _MainQueue.isCurrent else { return false }
    if let queue = scheduler as? DispatchQueue { return _MainQueue.isMain(queue) }
    if let runLoop = scheduler as? RunLoop { return runLoop === RunLoop.main }
    return false
}

/// Runs `action` on `scheduler`, at once when the scheduler is the main one and this is the main thread.
internal func _perform<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions?, _ action: @escaping () -> Void) {
    if _isMainSchedulerOnMainThread(scheduler) {
        action()
    } else {
        scheduler.schedule(options: options, action)
    }
}

extension Subscribers.Completion {
    /// The same completion with its error turned into another type.
    func _mapError<E: Error>(_ transform: (Failure) -> E) -> Subscribers.Completion<E> {
        switch self {
        case .finished: return .finished
        case .failure(let error): return .failure(transform(error))
        }
    }

    /// The same completion with its error seen as any error.
    var _eraseError: Subscribers.Completion<any Error> { _mapError { $0 } }
}

/// A mutable value shared between the closures of one subscription.
final class _Var<Value> {
    /// The value.
    var value: Value
    /// Stores the first value.
    init(_ value: Value) { self.value = value }
}

/// Carries a value into a `@Sendable` closure; the value is only used as the closure's owner allows.
final class _UncheckedBox<Value>: @unchecked Sendable {
    /// The value carried.
    let value: Value
    /// Wraps `value`.
    init(_ value: Value) { self.value = value }
}

/// A value guarded by a lock.
final class _LockedValue<Value> {
    /// Guards the value.
    private let lock = NSLock()
    /// The value.
    private var value: Value

    /// Stores the first value.
    init(_ value: Value) { self.value = value }

    /// Replaces the value.
    func set(_ newValue: Value) { _locked(lock) { value = newValue } }
}

extension _LockedValue {
    /// Takes the value out, leaving nil.
    func take<Wrapped>() -> Wrapped? where Value == Wrapped? {
        _locked(lock) {
            defer { value = nil }
            return value
        }
    }
}

/// Starts a repeating dispatch timer on `queue`; cancelling the result stops it.
internal func _repeatingTimer(
    on queue: DispatchQueue, start: DispatchTime, interval: TimeInterval, leeway: TimeInterval,
    _ action: @escaping () -> Void
) -> AnyCancellable {
    let timer = DispatchSource.makeTimerSource(queue: queue)
    timer.schedule(
        deadline: start, repeating: max(interval, 0.000_001),
        leeway: .nanoseconds(Int(max(leeway, 0) * 1_000_000_000)))
    timer.setEventHandler(handler: action)
    timer.resume()
    return AnyCancellable { timer.cancel() }
}

/// The action as a `@Sendable` closure: schedulers run it where the caller asked, as Combine's contract says.
internal func _sendable(_ action: @escaping () -> Void) -> @Sendable () -> Void {
    let box = _UncheckedBox(action)
    return { box.value() }
}
