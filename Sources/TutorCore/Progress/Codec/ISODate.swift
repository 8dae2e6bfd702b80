import Foundation

/// Fast ISO 8601 dates (`2026-11-29T14:48:19Z`, optionally with fractional seconds) without a
/// date formatter: civil-date arithmetic only.
package enum ISODate {
    /// The first and last moments the four-digit years of this form can hold; dates outside are
    /// written as these (a hostile file cannot make the writer produce text it cannot read back).
    package static let earliest = Date(timeIntervalSince1970: -62_167_219_200)  // 0000-01-01T00:00:00Z
    package static let latest = Date(timeIntervalSince1970: 253_402_300_799.999)  // 9999-12-31T23:59:59.999Z

    /// The date as whole seconds since 1970 and milliseconds, clamped to what can be written.
    private static func parts(_ date: Date) -> (seconds: Int64, milliseconds: Int64) {
        var total = date.timeIntervalSince1970
        if !(total >= earliest.timeIntervalSince1970) { total = earliest.timeIntervalSince1970 }  // NaN too
        if total > latest.timeIntervalSince1970 { total = latest.timeIntervalSince1970 }
        let milliseconds = Int64((total * 1000).rounded())
        let seconds = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
        return (seconds, milliseconds - seconds * 1000)
    }

    /// Appends the date's text to a byte buffer, without building intermediate strings.
    package static func append(_ date: Date, to bytes: inout [UInt8]) {
        let (seconds, milliseconds) = parts(date)
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civil(fromDays: days)
        func digits(_ value: Int64, _ width: Int) {
            var divisor: Int64 = 1
            for _ in 1..<width { divisor *= 10 }
            var rest = value
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8((rest / divisor) % 10))
                rest %= divisor
                divisor /= 10
            }
        }
        digits(year, 4)
        bytes.append(UInt8(ascii: "-"))
        digits(month, 2)
        bytes.append(UInt8(ascii: "-"))
        digits(day, 2)
        bytes.append(UInt8(ascii: "T"))
        digits(secondOfDay / 3600, 2)
        bytes.append(UInt8(ascii: ":"))
        digits(secondOfDay % 3600 / 60, 2)
        bytes.append(UInt8(ascii: ":"))
        digits(secondOfDay % 60, 2)
        if milliseconds > 0 {
            bytes.append(UInt8(ascii: "."))
            digits(milliseconds, 3)
        }
        bytes.append(UInt8(ascii: "Z"))
    }

    /// `2026-11-29T14:48:19Z`, or `2026-11-29T14:48:19.250Z` when there are milliseconds.
    package static func format(_ date: Date) -> String {
        var bytes: [UInt8] = []
        append(date, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Reads `YYYY-MM-DDTHH:MM:SS[.fraction]Z` (years 0000 to 9999, real days of the month,
    /// seconds up to 60 for a leap second). Fractions are rounded to milliseconds, as written.
    package static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, bytes.count <= 64, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":")
        else { return nil }
        func number(_ range: Range<Int>) -> Int64? {
            var value: Int64 = 0
            for index in range {
                let byte = bytes[index]
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int64(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), let hour = number(11..<13),
            let minute = number(14..<16), let second = number(17..<19), (1...12).contains(month),
            (1...daysInMonth(month, year: year)).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var index = 19
        var milliseconds: Int64 = 0
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            let start = index
            var scale: Int64 = 100
            var roundUp = false
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                let digit = Int64(bytes[index] - UInt8(ascii: "0"))
                if scale > 0 {
                    milliseconds += digit * scale
                } else if index == start + 3 {
                    roundUp = digit >= 5
                }
                scale /= 10
                index += 1
            }
            guard index > start else { return nil }
            if roundUp { milliseconds += 1 }
        }
        guard index == bytes.count - 1, bytes[index] == UInt8(ascii: "Z") else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second
        return Date(timeIntervalSince1970: Double(seconds * 1000 + milliseconds) / 1000)
    }

    private static func daysInMonth(_ month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    private static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func civil(fromDays days: Int64) -> (Int64, Int64, Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
