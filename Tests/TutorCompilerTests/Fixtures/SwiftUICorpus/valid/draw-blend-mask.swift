import SwiftUI

struct BlendDemo: View {
    @State private var amount = 0.5

    var body: some View {
        VStack {
            ZStack {
                Circle()
                    .fill(Color(red: 1, green: 0, blue: 0))
                    .frame(width: 200 * amount)
                    .offset(x: -50, y: -80)
                    .blendMode(.screen)
                Circle()
                    .fill(Color(red: 0, green: 1, blue: 0))
                    .frame(width: 200 * amount)
                    .offset(x: 50, y: -80)
                    .blendMode(.screen)
                Circle()
                    .fill(Color(red: 0, green: 0, blue: 1))
                    .frame(width: 200 * amount)
                    .blendMode(.screen)
            }
            .frame(width: 300, height: 300)
            .compositingGroup()

            Text("Gradient text")
                .font(.largeTitle.bold())
                .foregroundStyle(.clear)
                .overlay {
                    LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing)
                        .mask {
                            Text("Gradient text").font(.largeTitle.bold())
                        }
                }

            Image(systemName: "photo")
                .resizable()
                .frame(width: 120, height: 120)
                .mask(alignment: .top) {
                    Rectangle().frame(height: 60)
                }
                .saturation(amount)
                .blur(radius: (1 - amount) * 5)

            Slider(value: $amount)
                .padding()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(.black)
        .ignoresSafeArea()
    }
}
