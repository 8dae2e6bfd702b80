// swift-tools-version: 6.0
import Foundation
import PackageDescription

let package = Package(
    name: "StateTutor",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "statetutor", targets: ["statetutor"])
    ],
    targets: [
        // C libraries, each behind one module map and shim header.
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        .systemLibrary(
            name: "CCmarkGFM",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
        ),
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // SourceKit is loaded at run time (dlopen): this module only declares its C types.
        .systemLibrary(name: "CSourceKit"),
        .systemLibrary(
            name: "CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]
        ),

        // Generates Swift source that embeds the bundled course in the binary.
        .executableTarget(name: "EmbedFiles", path: "Plugins/EmbedFiles"),
        .plugin(name: "EmbedFilesPlugin", capability: .buildTool(), dependencies: ["EmbedFiles"]),

        .target(
            name: "TutorCore",
            dependencies: ["CCmarkGFM", "CYAML"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Runs the Swift compiler and learners' programs; the checker sees it as `SwiftChecking`.
        .target(
            name: "TutorCompiler",
            dependencies: ["TutorCore", "CSourceKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "BundledCourse",
            dependencies: ["TutorCore"],
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: ["EmbedFilesPlugin"]
        ),
        .target(
            name: "SwiftUISurface",
            exclude: ["Declarations", "Runtime", "Host"],
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: ["EmbedFilesPlugin"]
        ),
        // A class over xAPI: identity, statements, the outbox, and the LRS over libcurl.
        .target(
            name: "TutorClass",
            dependencies: ["TutorCore", "CCurl"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "TutorTerminal",
            dependencies: ["TutorCore", "TutorCompiler", "TutorClass", "CEditLine"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "statetutor",
            dependencies: ["TutorCore", "TutorTerminal", "BundledCourse", "SwiftUISurface"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),

        // In-process measurements run by scripts/bench (not part of the product).
        .executableTarget(
            name: "StateTutorBench",
            dependencies: ["TutorCore", "TutorClass", "TutorCompiler", "BundledCourse", "SwiftUISurface"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),

        // What the test targets share: fixtures, a seeded generator, temporary folders, a loopback
        // listener. Foundation only, so that it builds with the product.
        .target(
            name: "TutorTestSupport",
            path: "Tests/TutorTestSupport",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),

        // The fast loop: no compiler, no processes. FastLoop/Package.swift runs these two alone,
        // so that a change to TutorCore rebuilds nothing of the slow suites.
        .testTarget(
            name: "TutorCoreTests",
            dependencies: ["TutorCore", "BundledCourse", "TutorTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "TutorTerminalTests",
            dependencies: ["TutorTerminal", "TutorCore", "BundledCourse", "TutorTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        // Slow: the real Swift compiler against the SwiftUI surface.
        .testTarget(
            name: "TutorCompilerTests",
            dependencies: ["TutorCompiler", "TutorCore", "SwiftUISurface", "TutorTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        // The statements of a class (ids, scores, no answer keys); the real LRS is in EndToEndTests.
        .testTarget(
            name: "TutorClassTests",
            dependencies: ["TutorClass", "TutorCore", "BundledCourse", "TutorTestSupport"]
        ),
        // Runs the real binary through pipes; depends on it so that it is built first.
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "statetutor", "TutorCompiler", "TutorCore", "TutorClass", "SwiftUISurface", "TutorTestSupport",
            ],
            resources: [.copy("Fixtures")]
        ),
    ]
)

// The SwiftUI surface as SwiftPM modules, for development on Linux: the files the binary embeds
// and compiles at run time (Combine, SwiftUI, StateTutorHost) are compiled here too, with the
// same module names and language mode, so that a mistake in Declarations/, Runtime/ or Host/ is
// a build error and an editor can index them. Nothing in the product depends on them; macOS has
// its own SwiftUI and Combine, so they exist only on Linux.
#if os(Linux)
    let surface = "Sources/SwiftUISurface"
    let declarations =
        (try? FileManager.default.contentsOfDirectory(
            atPath: Context.packageDirectory + "/" + surface + "/Declarations")) ?? []
    let combineFiles = declarations.filter { $0.hasPrefix("Combine") && $0.hasSuffix(".swift") }.sorted()
    let swiftUIFiles = declarations.filter { !$0.hasPrefix("Combine") && $0.hasSuffix(".swift") }.sorted()
    package.targets += [
        .target(
            name: "Combine",
            path: surface + "/Declarations",
            exclude: swiftUIFiles,
            sources: combineFiles,
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .target(
            name: "SwiftUI",
            dependencies: ["Combine"],
            path: surface,
            exclude: combineFiles.map { "Declarations/" + $0 } + ["Host", "SwiftUISurface.swift"],
            sources: swiftUIFiles.map { "Declarations/" + $0 } + ["Runtime"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .target(
            name: "StateTutorHost",
            dependencies: ["SwiftUI"],
            path: surface + "/Host",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
#endif
