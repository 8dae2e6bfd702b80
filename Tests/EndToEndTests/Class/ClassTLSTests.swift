import Foundation
import Testing
import TutorTestSupport

/// An https LRS on loopback with a self-signed certificate (openssl, Python's http.server with
/// ssl): refused as untrusted, trusted with `--cacert`. The server answers like an LRS's
/// statements resource, with no statements.
@Suite(.runsProcesses)
struct ClassTLSTests {
    static let server = """
        import http.server, ssl, sys
        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                body = b'{"statements": []}'
                self.send_response(200 if self.headers.get("Authorization") else 401)
                self.send_header("Content-Type", "application/json")
                self.send_header("X-Experience-API-Version", "1.0.3")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
            def log_message(self, *args):
                pass
        httpd = http.server.HTTPServer(("127.0.0.1", int(sys.argv[1])), Handler)
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(sys.argv[2], sys.argv[3])
        httpd.socket = context.wrap_socket(httpd.socket, server_side=True)
        httpd.timeout = 30
        httpd.serve_forever()
        """

    /// Runs a program to its end; its status.
    static func run(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// A self-signed certificate for 127.0.0.1 and an https server using it; stopped by the caller.
    static func startServer(in folder: URL) throws -> (Process, Int) {
        let cert = folder.appendingPathComponent("cert.pem").path
        let key = folder.appendingPathComponent("key.pem").path
        let made = try run([
            "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
            "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", cert,
        ])
        try #require(made == 0, "openssl could not make a certificate")
        let port = RalphServer.freePort()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", server, String(port), cert, key]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while !RalphServer.acceptsConnections(port: port) && Date() < deadline && process.isRunning {
            usleep(50_000)
        }
        return (process, port)
    }

    @Test func anHTTPSLRSWithAnUntrustedCertificateIsRefusedAndTrustedWithCacert() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("class-tls")
        let (server, port) = try Self.startServer(in: folder)
        // SIGKILL: a test runner may hand its children SIGTERM ignored.
        defer {
            kill(server.processIdentifier, SIGKILL)
            server.waitUntilExit()
        }
        let login = ["login", "--lrs", "https://127.0.0.1:\(port)/xAPI/", "--user", "ana", "--password-stdin"]
        let home = ["HOME": folder.path]
        let refused = try StatetutorProcess.run(login, input: "secret\n", environment: home)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("its certificate is not trusted"), "\(refused.stderr)")
        let cacert = folder.appendingPathComponent("cert.pem").path
        let trusted = try StatetutorProcess.run(login + ["--cacert", cacert], input: "secret\n", environment: home)
        #expect(trusted.status == 0, "\(trusted.stderr)")
        let stored = try String(
            contentsOf: folder.appendingPathComponent(".config/statetutor/lrs-login.json"), encoding: .utf8)
        #expect(stored.contains("\"cacert\":\"\(cacert)\""))
    }
}
