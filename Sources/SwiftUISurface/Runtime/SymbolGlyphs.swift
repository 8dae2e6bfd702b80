// How SF Symbols look in a terminal: one single-column, non-emoji Unicode character each.

/// The terminal glyphs that stand in for SF Symbols and pictures.
internal enum _SymbolGlyphs {
    /// The glyph for an asset-catalog picture.
    static let assetGlyph = "▣"
    /// The glyph for a symbol this table does not know.
    static let unknownGlyph = "◇"

    /// Glyphs by symbol name; variants missing here fall back to their base symbol.
    static let table: [String: String] = [
        // Signs and marks
        "plus": "+", "minus": "−", "multiply": "×", "divide": "÷", "equal": "=", "number": "#", "at": "@",
        "percent": "%", "checkmark": "✓", "xmark": "✕", "exclamationmark": "!", "questionmark": "?",
        "ellipsis": "…", "asterisk": "*", "dollarsign": "$", "plusminus": "±",
        "plus.circle": "⊕", "minus.circle": "⊖", "xmark.circle": "⊗", "multiply.circle": "⊗",
        "divide.circle": "⊘", "checkmark.circle": "✓", "plus.square": "⊞", "minus.square": "⊟",
        "xmark.square": "⊠", "checkmark.square": "☑", "info.circle": "ⓘ", "info": "ⓘ",
        "questionmark.circle": "?", "exclamationmark.circle": "!", "exclamationmark.triangle": "⚠",
        "checkmark.seal": "✓", "xmark.bin": "⌫",
        // Shapes
        "circle": "○", "circle.fill": "●", "square": "□", "square.fill": "■", "rectangle": "▭",
        "rectangle.fill": "▬", "triangle": "△", "triangle.fill": "▲", "diamond": "◇", "diamond.fill": "◆",
        "hexagon": "⬡", "hexagon.fill": "⬢", "capsule": "⬭", "circle.circle": "◎",
        "largecircle.fill.circle": "◉", "smallcircle.fill.circle": "◉", "circle.lefthalf.filled": "◐",
        "square.grid.2x2": "⊞", "square.grid.3x3": "⊞", "circle.dashed": "◌",
        // Favourites and ratings
        "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥", "flag": "⚐", "flag.fill": "⚑",
        "bookmark": "⌑", "tag": "⌗", "sparkles": "✧", "sparkle": "✦", "crown": "♔",
        // Arrows and chevrons
        "chevron.right": "›", "chevron.left": "‹", "chevron.up": "˄", "chevron.down": "˅",
        "chevron.forward": "›", "chevron.backward": "‹", "chevron.up.chevron.down": "↕",
        "arrow.up": "↑", "arrow.down": "↓", "arrow.left": "←", "arrow.right": "→", "arrow.forward": "→",
        "arrow.backward": "←", "arrow.up.right": "↗", "arrow.up.left": "↖", "arrow.down.right": "↘",
        "arrow.down.left": "↙", "arrow.up.arrow.down": "⇅", "arrow.left.arrow.right": "⇄",
        "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "arrow.triangle.2.circlepath": "⟳",
        "arrow.2.circlepath": "⟳", "arrow.uturn.backward": "↩", "arrow.uturn.left": "↩",
        "arrow.uturn.forward": "↪", "arrow.uturn.right": "↪", "arrow.up.and.down": "↕",
        "arrow.left.and.right": "↔", "arrowtriangle.right": "▷", "arrowtriangle.right.fill": "▶",
        "arrowtriangle.left": "◁", "arrowtriangle.left.fill": "◀", "arrowtriangle.up.fill": "▲",
        "arrowtriangle.down.fill": "▼", "shuffle": "⤮", "repeat": "↻", "return": "⏎",
        // Actions and tools
        "trash": "⌫", "delete.left": "⌫", "pencil": "✎", "square.and.pencil": "✎", "pencil.circle": "✎",
        "square.and.arrow.up": "⇪", "square.and.arrow.down": "⇩", "magnifyingglass": "⌕",
        "gear": "⚙", "gearshape": "⚙", "gearshape.2": "⚙", "slider.horizontal.3": "≡",
        "line.3.horizontal": "≡", "line.horizontal.3": "≡", "list.bullet": "≡", "list.number": "≡",
        "line.3.horizontal.decrease": "≡", "line.3.horizontal.decrease.circle": "≡", "command": "⌘",
        "option": "⌥", "keyboard": "⌨", "power": "⏻", "paperplane": "➤", "link": "⛓", "paperclip": "⌇",
        "doc.on.doc": "⧉", "doc": "▯", "folder": "▭", "tray": "⊔", "eye": "◉", "eye.slash": "◎",
        "lock": "⊡", "lock.open": "⊔", "key": "⚷",
        // Media
        "play": "▷", "play.fill": "▶", "pause": "‖", "pause.fill": "‖", "stop": "□", "stop.fill": "■",
        "forward": "»", "forward.fill": "»", "backward": "«", "backward.fill": "«", "music.note": "♪",
        "music.note.list": "♫", "photo": "▣", "camera": "◉", "speaker.wave.2": "♪", "mic": "⍝",
        // Places, people and things
        "house": "⌂", "person": "☺", "person.2": "☺", "person.crop.circle": "☺", "person.circle": "☺",
        "envelope": "✉", "phone": "☏", "clock": "◷", "alarm": "◷", "timer": "◷", "stopwatch": "◷",
        "hourglass": "⧗", "calendar": "▦", "bell": "♫", "location": "⌖", "mappin": "⌖",
        "mappin.and.ellipse": "⌖", "globe": "◍", "cart": "⊻", "bag": "⊓", "gift": "⊞",
        "sun.max": "☀", "moon": "☾", "cloud": "☁", "cloud.rain": "☂", "snowflake": "❄", "bolt": "ϟ",
        "flame": "♨", "leaf": "❦", "drop": "◊", "umbrella": "☂", "wifi": "≋", "battery.100": "▮",
        "hand.thumbsup": "☝", "bubble.left": "◌", "text.bubble": "◌",
        "book": "▤", "books.vertical": "▥", "graduationcap": "⌂", "lightbulb": "☼",
        "fork.knife": "⑂", "car": "⊶", "airplane": "✈", "bicycle": "⊶", "figure.walk": "☺",
    ]

    /// The glyph for a symbol name: an exact entry, else the name without `.fill`, else the name
    /// with trailing parts dropped one by one (so "arrow.up.circle.fill" shows as "↑").
    static func glyph(for name: String) -> String {
        if let glyph = table[name] { return glyph }
        var parts = name.split(separator: ".").filter { $0 != "fill" }
        while !parts.isEmpty {
            if let glyph = table[parts.joined(separator: ".")] { return glyph }
            parts.removeLast()
        }
        return unknownGlyph
    }
}
