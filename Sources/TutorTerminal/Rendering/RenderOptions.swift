/// How ``TerminalRenderer`` draws a document.
package struct RenderOptions: Sendable, Equatable {
    /// The number of terminal columns to fill; text is wrapped to fit (prose to ``textWidth``).
    package var width: Int
    /// Whether to use ANSI colours and text attributes (SGR sequences).
    package var color: Bool
    /// ASCII only: no box drawing, no colour, no OSC 8 hyperlinks. Text from the document is kept as it is.
    package var plain: Bool
    /// Whether links become clickable OSC 8 hyperlinks (only when colour is on and `plain` is off).
    package var hyperlinks: Bool

    package init(width: Int = 80, color: Bool = false, plain: Bool = false, hyperlinks: Bool = false) {
        self.width = width
        self.color = color
        self.plain = plain
        self.hyperlinks = hyperlinks
    }

    /// Prose is never wrapped wider than this, however wide the terminal: long lines are hard to
    /// read (code blocks and tables still use the whole width).
    package static let comfortableTextWidth = 100

    /// The width prose is wrapped to: the terminal's, up to ``comfortableTextWidth``.
    package var textWidth: Int { min(width, Self.comfortableTextWidth) }

    /// Whether escape sequences may be written at all: `plain` wins over `color`.
    package var usesColor: Bool { color && !plain }

    /// Whether links are written as OSC 8 hyperlinks.
    package var usesHyperlinks: Bool { hyperlinks && usesColor }
}
