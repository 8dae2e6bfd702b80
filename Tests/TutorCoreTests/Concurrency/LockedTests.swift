import Dispatch
import Testing

@testable import TutorCore

@Suite struct LockedTests {
    @Test func aChangeMadeUnderTheLockIsKept() {
        let locked = Locked([1, 2])
        locked.withLock { $0.append(3) }
        #expect(locked.current == [1, 2, 3])
    }

    @Test func withLockReturnsWhatItsBodyReturns() {
        let locked = Locked(41)
        let next = locked.withLock { value -> Int in
            value += 1
            return value
        }
        #expect(next == 42)
    }

    @Test func concurrentIncrementsUnderTheLockAreAllCounted() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 1000) { _ in
            counter.withLock { $0 += 1 }
        }
        #expect(counter.current == 1000)
    }

    @Test func anErrorThrownByTheBodyReachesTheCallerAndReleasesTheLock() {
        struct Refused: Error {}
        let locked = Locked("kept")
        #expect(throws: Refused.self) {
            try locked.withLock { _ in throw Refused() }
        }
        #expect(locked.current == "kept")
    }
}
