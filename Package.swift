// swift-tools-version: 6.0
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
        .target(
            name: "TutorTerminal",
            dependencies: ["TutorCore", "TutorCompiler", "CEditLine"],
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
            dependencies: ["TutorCore", "TutorCompiler", "BundledCourse", "SwiftUISurface"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),

        // The fast loop: no compiler, no processes (a few seconds).
        .testTarget(
            name: "TutorCoreTests",
            dependencies: ["TutorCore", "BundledCourse"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "TutorTerminalTests",
            dependencies: ["TutorTerminal", "TutorCore", "BundledCourse"],
            resources: [.copy("Fixtures")]
        ),
        // Slow: the real Swift compiler against the SwiftUI surface.
        .testTarget(
            name: "TutorCompilerTests",
            dependencies: ["TutorCompiler", "TutorCore", "SwiftUISurface"],
            resources: [.copy("Fixtures")]
        ),
        // Runs the real binary through pipes; depends on it so that it is built first.
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["statetutor", "TutorCompiler", "TutorCore", "SwiftUISurface"],
            resources: [.copy("Fixtures")]
        ),
    ]
)
