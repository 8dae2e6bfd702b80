import Foundation
import Testing
import TutorClass

struct NameBasedUUIDTests {
    @Test func aVersion5UUIDMatchesRFC9562sExample() {
        // RFC 9562 and Python's uuid.uuid5(uuid.NAMESPACE_DNS, "python.org").
        let dns = UUID(uuidString: "6BA7B810-9DAD-11D1-80B4-00C04FD430C8")!
        #expect(
            NameBasedUUID.make("python.org", in: dns).uuidString.lowercased() == "886313e1-3b8a-5372-9b90-0c9aee199e5d")
    }

    @Test func sha1OfAMessageLongerThanOneBlockMatchesFIPS180() {
        let message = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        let hex = SHA1.digest(message).map { String(format: "%02x", $0) }.joined()
        #expect(hex == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
    }
}
