import Foundation

/// How much of the input space the generative suites cover. The fast loop takes a sample that runs
/// in about a second; CI sets the variables below for the whole of it.
public enum TestScale {
    /// `STATETUTOR_FUZZ_INPUTS` (e.g. 10000), else `fastLoop`.
    public static func fuzzInputs(fastLoop: Int) -> Int {
        Int(ProcessInfo.processInfo.environment["STATETUTOR_FUZZ_INPUTS"] ?? "") ?? fastLoop
    }

    /// `STATETUTOR_THOROUGH=1`: every width, look and variation a suite knows, not only the most
    /// telling one.
    public static let isThorough = ProcessInfo.processInfo.environment["STATETUTOR_THOROUGH"] == "1"
}
