import SwiftUI

// Gauges in their common forms, a built-in accessory style and a custom GaugeStyle.
struct BatteryGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label
                .font(.caption)
            GeometryReader { proxy in
                Capsule()
                    .fill(.green)
                    .frame(width: proxy.size.width * configuration.value)
            }
            .frame(height: 8)
            configuration.currentValueLabel
        }
    }
}

struct HeartRateView: View {
    @State private var current = 67.0
    private let minValue = 40.0
    private let maxValue = 180.0
    @State private var battery = 0.4

    var body: some View {
        VStack(spacing: 24) {
            Gauge(value: battery) {
                Text("Battery")
            }

            Gauge(value: current, in: minValue...maxValue) {
                Text("BPM")
            } currentValueLabel: {
                Text("\(Int(current))")
            }
            .gaugeStyle(.accessoryCircularCapacity)

            Gauge(value: current, in: minValue...maxValue) {
                Image(systemName: "heart.fill")
                    .foregroundStyle(.red)
            } currentValueLabel: {
                Text("\(Int(current))")
            } minimumValueLabel: {
                Text("\(Int(minValue))")
            } maximumValueLabel: {
                Text("\(Int(maxValue))")
            }
            .gaugeStyle(.accessoryCircular)
            .tint(.red)

            Gauge(value: battery) {
                Text("Charge")
            } currentValueLabel: {
                Text(battery, format: .percent)
            }
            .gaugeStyle(BatteryGaugeStyle())

            Slider(value: $current, in: minValue...maxValue)
        }
        .padding()
    }
}
