import Foundation

extension Collection where Element: Sendable {
    /// The elements transformed on every core at once (`DispatchQueue.concurrentPerform`), in
    /// their order: the one parallel loop of the code base, for independent work such as parsing
    /// lessons, reading files or running compilers. Each element is transformed exactly once, and
    /// the call returns when all are done. The number of elements sets the width: two elements
    /// are at most two threads.
    package func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        let elements = Array(self)
        guard !elements.isEmpty else { return [] }
        let slots = Locked([T?](repeating: nil, count: elements.count))
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            let result = transform(elements[index])
            slots.withLock { $0[index] = result }
        }
        // concurrentPerform returns once every iteration has run, so every slot is filled.
        return slots.current.map { slot in
            guard let slot else { preconditionFailure("concurrentPerform returned before an iteration ran") }
            return slot
        }
    }
}
