import Foundation
import Testing
import TutorCore
import TutorTestSupport

@testable import TutorCompiler

@Suite(.runsProcesses, .enabled(if: CompilerFixture.compiler != nil, "needs swiftc"))
struct FrontendInvocationTests {
    private static func make(_ inputs: [String], cache: URL) throws -> FrontendInvocation? {
        let toolchain = try #require(CompilerFixture.compiler).toolchain
        return FrontendInvocation.make(
            toolchain: toolchain, driverArguments: ["-emit-sil", "-wmo", "-o", "/dev/null", "-parse-as-library"],
            inputs: inputs, cacheDirectory: cache)
    }

    @Test func theDriversPlanIsOneFrontendCommandWithTheRealInputs() throws {
        let cache = StatetutorTemporaryFolder.make()
        let invocation = try #require(try Self.make(["/scratch/a.swift", "/scratch/b.swift"], cache: cache))
        #expect(invocation.executable.hasSuffix("swift-frontend"))
        #expect(invocation.arguments.first == "-frontend")
        #expect(invocation.arguments.contains("/scratch/a.swift") && invocation.arguments.contains("/scratch/b.swift"))
        #expect(!invocation.arguments.contains("-supplementary-output-file-map"))
    }

    @Test func thePlanIsLearnedOnceAndKept() throws {
        let cache = StatetutorTemporaryFolder.make()
        let first = try Self.make(["/scratch/a.swift"], cache: cache)
        let kept = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("frontend").path)
        #expect(kept.count == 1)
        #expect(
            try Self.make(["/scratch/other.swift"], cache: cache)?.arguments.contains("/scratch/other.swift") == true)
        #expect(first != nil)
    }

    @Test func aMainFileKeepsItsName() throws {
        let cache = StatetutorTemporaryFolder.make()
        let invocation = try #require(try Self.make(["/scratch/x/main.swift"], cache: cache))
        #expect(invocation.arguments.contains("/scratch/x/main.swift"))
    }
}

/// A fresh folder under the temporary directory.
enum StatetutorTemporaryFolder {
    static func make() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("frontend-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
