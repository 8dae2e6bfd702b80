import Foundation

/// The order of the learners in a class report (`report --sort`).
package enum LearnerSort: String, Sendable, CaseIterable {
    /// By name, in ``NaturalOrder``.
    case name
    /// Highest grade first; equal grades by name.
    case grade
}
