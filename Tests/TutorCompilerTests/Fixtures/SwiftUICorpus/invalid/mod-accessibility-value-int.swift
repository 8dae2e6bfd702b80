// expect: no exact matches in call to instance method 'accessibilityValue'
import SwiftUI

struct BatteryView: View {
    let percent: Int

    var body: some View {
        Image(systemName: "battery.75")
            .accessibilityLabel("Battery")
            .accessibilityValue(percent)
    }
}
