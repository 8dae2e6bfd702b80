// expect: cannot convert value of type 'TapGesture.Value'
import SwiftUI

struct TapMarker: View {
    @State private var marks: [CGPoint] = []

    var body: some View {
        Rectangle()
            .fill(.gray)
            .gesture(
                TapGesture()
                    .onEnded { location in
                        marks.append(location)
                    }
            )
    }
}
