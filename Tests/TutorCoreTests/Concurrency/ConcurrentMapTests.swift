import Testing

@testable import TutorCore

@Suite struct ConcurrentMapTests {
    @Test func resultsAreInTheOrderOfTheElements() {
        let numbers = Array(0..<500)
        #expect(numbers.concurrentMap { $0 * 2 } == numbers.map { $0 * 2 })
    }

    @Test func everyElementIsTransformedExactlyOnce() {
        let calls = Locked([Int: Int]())
        _ = Array(0..<300).concurrentMap { number in
            calls.withLock { $0[number, default: 0] += 1 }
        }
        #expect(calls.current.count == 300)
        #expect(calls.current.values.allSatisfy { $0 == 1 })
    }

    @Test func anEmptyCollectionGivesAnEmptyArray() {
        #expect([String]().concurrentMap { $0.count }.isEmpty)
    }

    @Test func aCollectionThatIsNotAnArrayKeepsItsOrder() {
        let letters = "statetutor"
        #expect(letters.concurrentMap { String($0).uppercased() }.joined() == "STATETUTOR")
    }
}
