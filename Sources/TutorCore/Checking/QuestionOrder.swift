/// The shuffled order in which an `order` question shows its steps: a deterministic shuffle
/// seeded by the question id, so that the letters a learner sees are stable across runs, and
/// never the right order itself.
package enum QuestionOrder {
    /// `result[i]` is the index in `count` original items of the item shown at position i.
    /// With `allowingIdentity` (choices) every order is equally likely, the file's own too.
    package static func permutation(count: Int, seed: String, allowingIdentity: Bool = false) -> [Int] {
        var order = Array(0..<count)
        guard count > 1 else { return order }
        var state = UInt64(ContentHash.of(seed), radix: 16) ?? 1
        for index in stride(from: count - 1, to: 0, by: -1) {
            // SplitMix64 step.
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            order.swapAt(index, Int(z % UInt64(index + 1)))
        }
        if !allowingIdentity && order == Array(0..<count) { order.append(order.removeFirst()) }
        return order
    }

    package static func shuffled<T>(_ items: [T], seed: String) -> [T] {
        permutation(count: items.count, seed: seed).map { items[$0] }
    }
}
