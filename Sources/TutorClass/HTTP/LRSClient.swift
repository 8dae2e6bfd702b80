import Foundation
import TutorCore

/// The statements resource of one LRS, spoken as xAPI 1.0.3 over HTTP Basic.
package struct LRSClient: Sendable {
    package var endpoint: LRSEndpoint
    package var user: String
    package var password: String
    package var http: HTTPClient

    package init(endpoint: LRSEndpoint, user: String, password: String, http: HTTPClient) {
        self.endpoint = endpoint
        self.user = user
        self.password = password
        self.http = http
    }

    /// What the LRS said to a batch.
    package enum PostOutcome: Equatable, Sendable {
        /// Every statement is stored (200, or 204).
        case stored
        /// 409: a statement with one of these ids and other content is stored already.
        case conflict
        /// 401 or 403: the credential is wrong or may not write.
        case refused(status: Int)
        /// 400: the batch is not valid xAPI (the LRS's message).
        case rejected(message: String)
        /// Any other answer (a 5xx, a proxy's error page).
        case failed(status: Int)
    }

    /// Why the LRS could not be asked or did not agree, for `sync`, `status` and `report`.
    package enum Failure: Error, Equatable, Sendable {
        case network(HTTPFailure)
        case status(Int, String)
        case notXAPI(String)
    }

    private func request(_ method: HTTPRequest.Method, _ url: String, body: [UInt8] = []) -> HTTPRequest {
        var headers = ["X-Experience-API-Version: \(StatementBuilder.xAPIVersion)", "Accept: application/json"]
        if method == .post { headers.append("Content-Type: application/json") }
        var request = HTTPRequest(method: method, url: url, headers: headers, body: body)
        request.user = user
        request.password = password
        return request
    }

    /// Sends a batch of statements (a JSON array) in one request.
    package func post(_ statements: [JSONValue]) throws(HTTPFailure) -> PostOutcome {
        var writer = JSONWriter()
        writer.value(.array(statements))
        let response = try http.send(request(.post, endpoint.statements, body: writer.bytes))
        switch response.status {
        case 200, 204: return .stored
        case 409: return .conflict
        case 401, 403: return .refused(status: response.status)
        case 400: return .rejected(message: Self.detail(of: response.body))
        default: return .failed(status: response.status)
        }
    }

    /// One statement by id, when this credential may read it; nil when the LRS has none it may see.
    package func statement(id: String) throws(Failure) -> JSONValue? {
        let url = endpoint.statements + "?statementId=" + id
        let response: HTTPResponse
        do {
            response = try http.send(request(.get, url))
        } catch {
            throw .network(error)
        }
        if response.status == 404 { return nil }
        guard response.status == 200 else { throw .status(response.status, Self.detail(of: response.body)) }
        var reader = JSONReader(response.body)
        guard let value = try? reader.value() else { throw .notXAPI(url) }
        // xAPI answers with the statement itself; Ralph with a result holding it.
        if case .array(let statements)? = value["statements"] { return statements.first }
        return value
    }

    /// A page of statements and the address of the next (`more`), from a query or a `more` link.
    package func page(_ url: String) throws(Failure) -> (statements: [JSONValue], more: String?) {
        let response: HTTPResponse
        do {
            response = try http.send(request(.get, url))
        } catch {
            throw .network(error)
        }
        guard response.status == 200 else { throw .status(response.status, Self.detail(of: response.body)) }
        var reader = JSONReader(response.body)
        guard let value = try? reader.value(), case .array(let statements)? = value["statements"] else {
            throw .notXAPI(url)
        }
        guard case .string(let more)? = value["more"], !more.isEmpty else { return (statements, nil) }
        return (statements, endpoint.resolve(more))
    }

    /// Every statement a query finds, following `more` links to the end.
    package func statements(query: [(String, String)]) throws(Failure) -> [JSONValue] {
        var components = URLComponents(string: endpoint.statements)
        components?.queryItems = query.map { URLQueryItem(name: $0.0, value: $0.1) }
        // `+` in a time zone offset would be read as a space.
        let encoded = components?.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        components?.percentEncodedQuery = encoded
        var next = components?.string ?? endpoint.statements
        var all: [JSONValue] = []
        var seen: Set<String> = []
        while true {
            let (statements, more) = try page(next)
            all += statements
            guard let more, !statements.isEmpty, seen.insert(more).inserted else { return all }
            next = more
        }
    }

    /// Whether the credential is accepted: a read of at most one statement of the learner's own.
    package func checkCredential() throws(Failure) {
        _ = try page(endpoint.statements + "?limit=1")
    }

    /// The LRS's message in an error body (`{"detail": …}` for Ralph), else the start of the body.
    static func detail(of body: [UInt8]) -> String {
        var reader = JSONReader(body)
        if let value = try? reader.value() {
            if case .string(let detail)? = value["detail"] { return detail }
            if case .string(let message)? = value["message"] { return message }
        }
        return String(decoding: body.prefix(200), as: UTF8.self)
    }
}
