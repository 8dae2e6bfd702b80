// swift-tools-version: 6.0
import PackageDescription

// The fast loop: the core and terminal tests alone (no compiler, no processes), in a package of
// their own so that a change to TutorCore rebuilds only what these tests need, and nothing of the
// slow suites, the SwiftUI surface or the executables. From the repository's root:
//
//     swift test --package-path FastLoop
//
// Its folders are links to the root package's, and its targets are the root's, declared the same
// way (FastLoopManifestTests keeps the two manifests in step). The root's `swift test` runs these
// tests too, with the slow suites.
let package = Package(
    name: "StateTutorFastLoop",
    platforms: [.macOS(.v14)],
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
        .target(
            name: "TutorTestSupport",
            path: "Tests/TutorTestSupport",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
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
    ]
)
