// What the terminal runtime does for a declaration it does not implement, and how it crashes.

import Foundation

/// Stops the program: `what` is declared (so code using it type-checks) but the terminal
/// runtime does not run it yet.
@usableFromInline
internal func _unsupported(_ what: String) -> Never {
    _runtimeCrash("not supported by the terminal runtime yet: \(what)")
}

/// A value for a declaration whose type carries no data (a style, an empty option set), so that
/// styling code runs; a type that carries data stops the program as `_unsupported` does.
@usableFromInline
internal func _placeholder<T>(_ what: String) -> T {
    let size = MemoryLayout<T>.size
    guard _isPOD(T.self) else { _unsupported(what) }
    return withUnsafeTemporaryAllocation(byteCount: max(size, 1), alignment: MemoryLayout<T>.alignment) { buffer in
        buffer.initializeMemory(as: UInt8.self, repeating: 0)
        guard let base = buffer.baseAddress else { _unsupported(what) }
        return base.load(as: T.self)
    }
}

/// Ends the program as SwiftUI does when it traps: the message after `Fatal error: `, with
/// everything printed so far flushed first.
internal func _runtimeCrash(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
    fflush(stdout)
    fatalError(message, file: file, line: line)
}
