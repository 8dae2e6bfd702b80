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
