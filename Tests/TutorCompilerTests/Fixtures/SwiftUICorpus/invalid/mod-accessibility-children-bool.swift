// expect: cannot convert value of type 'Bool' to expected argument type 'AccessibilityChildBehavior'
import SwiftUI

struct ScoreCard: View {
    let home: Int
    let away: Int

    var body: some View {
        HStack {
            Text("Home \(home)")
            Text("Away \(away)")
        }
        .accessibilityElement(children: true)
    }
}
