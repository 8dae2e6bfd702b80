import Foundation

/// A bar chart as inline SVG, readable without colour: every bar carries its value as text,
/// and a second series is hatched, not only another colour, with a legend that shows both.
///
/// Vertical charts put the groups side by side with their labels below; horizontal charts put
/// each label above its bar, so that long question ids never squeeze the bars. The SVG has its
/// natural size in pixels; the page scrolls it sideways when it is wider than the screen.
struct SVGBarChart {
    enum Orientation {
        case vertical
        case horizontal
    }

    struct Bar {
        var label: String
        /// One value per series; nil draws no bar.
        var values: [Double?]
        /// The text written at the end of each bar.
        var valueLabels: [String]
    }

    /// Unique on the page: the prefix of the chart's element ids.
    var id: String
    /// What the chart shows, for screen readers (the SVG's `title`).
    var title: String
    var orientation: Orientation
    /// The series' names, shown in a legend when there are several.
    var series: [String]
    var bars: [Bar]
    /// The value of a full-length bar.
    var maximum: Double

    private static let plot = 160.0
    private static let vGroup = 30.0
    private static let hRow = 30.0
    private static let hBar = 300.0

    func render() -> String {
        let legend = series.count > 1 ? 22.0 : 0
        let (width, height): (Double, Double)
        switch orientation {
        case .vertical: (width, height) = (16 + Double(max(1, bars.count)) * Self.vGroup, legend + Self.plot + 48)
        case .horizontal: (width, height) = (Self.hBar + 60, legend + Double(max(1, bars.count)) * Self.hRow + 4)
        }
        let titleID = HTMLText.escape(id) + "-title"
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" role=\"img\""
        out += " width=\"\(Self.number(width))\" height=\"\(Self.number(height))\""
        out += " viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" aria-labelledby=\"\(titleID)\">"
        out += "<title id=\"\(titleID)\">\(HTMLText.escape(title))</title>"
        out += "<defs><pattern id=\"\(HTMLText.escape(id))-hatch\" width=\"6\" height=\"6\""
        out += " patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
        out += "<rect width=\"6\" height=\"6\" class=\"hatch-ground\"/>"
        out += "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" class=\"hatch-line\"/></pattern></defs>"
        if series.count > 1 {
            var x = 4.0
            for (index, name) in series.enumerated() {
                out += "<rect x=\"\(Self.number(x))\" y=\"4\" width=\"12\" height=\"12\" \(fill(index))/>"
                out += "<text x=\"\(Self.number(x + 16))\" y=\"14\">\(HTMLText.escape(name))</text>"
                x += 24 + Double(name.count) * 7
            }
        }
        switch orientation {
        case .vertical: out += vertical(top: legend)
        case .horizontal: out += horizontal(top: legend)
        }
        return out + "</svg>"
    }

    private func fill(_ series: Int) -> String {
        series == 0 ? "class=\"bar\"" : "class=\"bar-alt\" fill=\"url(#\(HTMLText.escape(id))-hatch)\""
    }

    private func length(_ value: Double, of full: Double) -> Double {
        guard maximum > 0 else { return 0 }
        return max(0, min(1, value / maximum)) * full
    }

    private func vertical(top: Double) -> String {
        var out = ""
        let base = top + 16 + Self.plot
        out += "<line x1=\"8\" y1=\"\(Self.number(base))\" x2=\"\(Self.number(8 + Double(bars.count) * Self.vGroup))\""
        out += " y2=\"\(Self.number(base))\" class=\"axis\"/>"
        let width = (Self.vGroup - 6) / Double(max(1, series.count))
        for (index, bar) in bars.enumerated() {
            let left = 11 + Double(index) * Self.vGroup
            for (position, value) in bar.values.enumerated() {
                guard let value else { continue }
                let height = length(value, of: Self.plot)
                let x = left + Double(position) * width
                out += "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(base - height))\""
                out += " width=\"\(Self.number(width - 1))\" height=\"\(Self.number(height))\" \(fill(position))/>"
                let text = bar.valueLabels.indices.contains(position) ? bar.valueLabels[position] : ""
                out += "<text x=\"\(Self.number(x + width / 2))\" y=\"\(Self.number(base - height - 3))\""
                out += " text-anchor=\"middle\" class=\"value\">\(HTMLText.escape(text))</text>"
            }
            out += "<text x=\"\(Self.number(left + (Self.vGroup - 6) / 2))\" y=\"\(Self.number(base + 14))\""
            out += " text-anchor=\"middle\" class=\"label\">\(HTMLText.escape(bar.label))</text>"
        }
        return out
    }

    private func horizontal(top: Double) -> String {
        var out = ""
        let height = (Self.hRow - 16) / Double(max(1, series.count))
        for (index, bar) in bars.enumerated() {
            let y = top + Double(index) * Self.hRow
            out += "<text x=\"2\" y=\"\(Self.number(y + 11))\" class=\"label\">\(HTMLText.escape(bar.label))</text>"
            for (position, value) in bar.values.enumerated() {
                let barY = y + 14 + Double(position) * height
                let width = value.map { length($0, of: Self.hBar) } ?? 0
                if value != nil {
                    out += "<rect x=\"2\" y=\"\(Self.number(barY))\" width=\"\(Self.number(width))\""
                    out += " height=\"\(Self.number(height - 1))\" \(fill(position))/>"
                }
                let text = bar.valueLabels.indices.contains(position) ? bar.valueLabels[position] : ""
                out += "<text x=\"\(Self.number(width + 6))\" y=\"\(Self.number(barY + height - 3))\""
                out += " class=\"value\">\(HTMLText.escape(text))</text>"
            }
        }
        return out
    }

    /// A coordinate with at most one decimal.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
