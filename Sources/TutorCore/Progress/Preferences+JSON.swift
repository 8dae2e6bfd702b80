import Foundation

/// The on-disk form of ``Preferences``: JSON with ISO 8601 dates, keys sorted so that files diff well.
extension Preferences {
    package static func decode(_ data: Data) throws -> Preferences {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(Preferences.self, from: data)
    }

    package func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }
}
