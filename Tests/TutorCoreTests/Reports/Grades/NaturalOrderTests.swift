import Testing

@testable import TutorCore

@Suite struct NaturalOrderTests {
    @Test func numbersInNamesCompareByValue() {
        let names = ["s10", "s2", "s1", "s21"]
        #expect(names.sorted(by: NaturalOrder.precedes) == ["s1", "s2", "s10", "s21"])
    }

    @Test func caseDoesNotChangeTheOrder() {
        let names = ["bob", "Alice", "carol"]
        #expect(names.sorted(by: NaturalOrder.precedes) == ["Alice", "bob", "carol"])
    }

    @Test func leadingZerosDoNotChangeTheValue() {
        #expect(NaturalOrder.precedes("s007", "s10"))
        #expect(!NaturalOrder.precedes("s10", "s007"))
    }
}
