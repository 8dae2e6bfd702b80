import CCurl
import Foundation

/// One HTTP request to an LRS.
package struct HTTPRequest: Sendable {
    package enum Method: String, Sendable { case get = "GET", post = "POST" }

    package var method: Method
    package var url: String
    package var headers: [String] = []
    package var body: [UInt8] = []
    /// HTTP Basic credentials.
    package var user: String?
    package var password: String?

    package init(method: Method, url: String, headers: [String] = [], body: [UInt8] = []) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}

/// What came back: the status and the body.
package struct HTTPResponse: Sendable {
    package var status: Int
    package var body: [UInt8]
}

/// Why a request got no response.
package enum HTTPFailure: Error, Equatable, Sendable {
    /// Nothing answered (refused, unreachable, a name that does not resolve).
    case unreachable(String)
    /// The server's certificate was not trusted (or the `--cacert` file could not be used).
    case certificate(String)
    /// No complete answer within the time limit.
    case timedOut
    /// The connection broke or the answer was not HTTP.
    case transfer(String)
}

/// HTTP over libcurl, the one file that touches it. Swift's own `URLSession` on Linux cannot be
/// given a CA file for one session (swift-corelibs-foundation reads its CA setting only on
/// Android), so `--cacert` would be impossible there; libcurl takes it per request.
/// Certificates are always verified; redirects are not followed; loopback never goes through a
/// proxy.
package struct HTTPClient: Sendable {
    /// A PEM file of certificate authorities to trust instead of the system's (`--cacert`).
    package var certificateAuthorities: String?
    package var connectTimeout: Int = 5
    /// The whole request, in seconds.
    package var timeout: Int = 30

    package init(certificateAuthorities: String? = nil) {
        self.certificateAuthorities = certificateAuthorities
    }

    private static let initialised: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK

    /// Sends a request and waits for the whole answer (call it off the main thread in the shell).
    package func send(_ request: HTTPRequest) throws(HTTPFailure) -> HTTPResponse {
        // libcurl would read a POST without a body from standard input.
        guard request.method == .get || !request.body.isEmpty else { throw .transfer("a POST without a body") }
        guard Self.initialised, let handle = curl_easy_init() else { throw .transfer("libcurl could not start") }
        defer { curl_easy_cleanup(handle) }
        let received = ReceivedBytes()
        var headerList: UnsafeMutablePointer<curl_slist>?
        defer { curl_slist_free_all(headerList) }
        for header in request.headers { headerList = curl_slist_append(headerList, header) }
        var errorBuffer = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        let code: CURLcode = request.body.withUnsafeBufferPointer { body in
            errorBuffer.withUnsafeMutableBufferPointer { errors in
                statetutor_curl_set_string(handle, CURLOPT_URL, request.url)
                statetutor_curl_set_long(handle, CURLOPT_NOSIGNAL, 1)
                statetutor_curl_set_string(handle, CURLOPT_PROTOCOLS_STR, "http,https")
                statetutor_curl_set_string(handle, CURLOPT_NOPROXY, "127.0.0.1,localhost,::1")
                statetutor_curl_set_long(handle, CURLOPT_CONNECTTIMEOUT, connectTimeout)
                statetutor_curl_set_long(handle, CURLOPT_TIMEOUT, timeout)
                statetutor_curl_set_long(handle, CURLOPT_SSL_VERIFYPEER, 1)
                statetutor_curl_set_long(handle, CURLOPT_SSL_VERIFYHOST, 2)
                if let certificateAuthorities {
                    statetutor_curl_set_string(handle, CURLOPT_CAINFO, certificateAuthorities)
                }
                if let user = request.user { statetutor_curl_set_string(handle, CURLOPT_USERNAME, user) }
                if let password = request.password { statetutor_curl_set_string(handle, CURLOPT_PASSWORD, password) }
                statetutor_curl_set_pointer(handle, CURLOPT_HTTPHEADER, headerList)
                statetutor_curl_set_pointer(handle, CURLOPT_ERRORBUFFER, errors.baseAddress)
                if request.method == .post {
                    statetutor_curl_set_long(handle, CURLOPT_POST, 1)
                    statetutor_curl_set_size(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count))
                    // libcurl reads the body during `perform`, while this buffer is alive.
                    statetutor_curl_set_pointer(
                        handle, CURLOPT_POSTFIELDS, body.baseAddress.map { UnsafeMutableRawPointer(mutating: $0) })
                }
                statetutor_curl_set_write_callback(handle) { data, size, count, context in
                    guard let data, let context else { return 0 }
                    let bytes = Unmanaged<ReceivedBytes>.fromOpaque(context).takeUnretainedValue()
                    bytes.append(UnsafeRawBufferPointer(start: data, count: size * count))
                    return size * count
                }
                statetutor_curl_set_pointer(handle, CURLOPT_WRITEDATA, Unmanaged.passUnretained(received).toOpaque())
                return curl_easy_perform(handle)
            }
        }
        guard code == CURLE_OK else {
            let detail = String(decoding: errorBuffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let message = detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail
            switch code {
            case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_CERTPROBLEM,
                CURLE_SSL_CONNECT_ERROR:
                throw .certificate(message)
            case CURLE_OPERATION_TIMEDOUT: throw .timedOut
            case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST, CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT:
                throw .unreachable(message)
            default: throw .transfer(message)
            }
        }
        var status = 0
        statetutor_curl_response_code(handle, &status)
        return HTTPResponse(status: status, body: received.bytes)
    }
}

/// The body as libcurl hands it over, piece by piece; used by one transfer on one thread.
private final class ReceivedBytes {
    var bytes: [UInt8] = []

    func append(_ buffer: UnsafeRawBufferPointer) {
        bytes.append(contentsOf: buffer)
    }
}
