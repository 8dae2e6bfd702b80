extension Sequence<Int> {
    /// The sum, held at `Int.max` (or `Int.min`) instead of trapping: a count read from a file can
    /// be as large as a whole number goes (`hintsUsed` of 9223372036854775807 is valid).
    package func saturatingSum() -> Int {
        var total = 0
        for value in self {
            let (sum, overflow) = total.addingReportingOverflow(value)
            if overflow { return value > 0 ? Int.max : Int.min }
            total = sum
        }
        return total
    }
}
