// expect: cannot convert return expression of type 'CGAffineTransform' to return type 'ProjectionTransform'
import SwiftUI

struct Nudge: GeometryEffect {
    var amount: CGFloat

    var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        // Wrap it: `ProjectionTransform(CGAffineTransform(...))`.
        CGAffineTransform(translationX: amount, y: 0)
    }
}
