// expect: cannot convert value of type 'Int' to expected argument type 'Angle'
import SwiftUI

struct Gear: View {
    var body: some View {
        Image(systemName: "gear")
            .rotationEffect(45)
    }
}
