import Foundation

/// The on-disk form of ``Preferences`` (see ``PreferencesCodec``).
extension Preferences {
    package static func decode(_ data: Data) throws -> Preferences {
        try PreferencesCodec.decode(Array(data))
    }

    package func encoded() throws -> Data {
        Data(PreferencesCodec.encode(self))
    }
}
