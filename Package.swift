// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "NibKit",
    products: [
        .library(name: "NibKit", targets: ["NibKit"]),
        .executable(name: "nibtool", targets: ["nibtool"]),
        .executable(name: "nibbench", targets: ["nibbench"]),
        // The complexity harness: how each reader's cost grows on adversarial inputs (Docs/Performance.md).
        .executable(name: "nibstress", targets: ["nibstress"]),
        // The terminal UI example of issue 8: a small toolkit that builds its screens from nibs.
        .executable(name: "nib-terminal", targets: ["nib-terminal"]),
        // README's "Using the library" example, compiled so that it cannot drift from NibKit.
        .executable(name: "nib-login", targets: ["nib-login"]),
        // The solver's measurement: solving N independent rows and re-solving after one edit.
        .executable(name: "nibsolve", targets: ["nibsolve"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // The library's modules, each depending only on those below it
        // (Docs/Architecture.md); the `NibKit` product re-exports them all.
        // Plain values every stage shares, diagnostics, and file access.
        .target(name: "NibKitCore"),
        // The XML reader (libxml2) every XML format is read with.
        .target(name: "NibKitReader", dependencies: ["NibKitCore", "CLibXML2"]),
        // .strings and .stringsdict tables, property lists, format strings, genstrings.
        .target(name: "NibKitStrings", dependencies: ["NibKitCore", "NibKitReader"]),
        // Launch image names, selection and PNG sizes.
        .target(name: "NibKitLaunchImages", dependencies: ["NibKitCore"]),
        // The nib loader: documents, templates, the object model, instantiation.
        .target(name: "NibKitLoader", dependencies: ["NibKitCore", "NibKitReader", "NibKitStrings"]),
        // Bundles: resources by device, scale and language, localized nibs,
        // view controllers, the launch sequence, bundle lint.
        .target(
            name: "NibKitBundle",
            dependencies: ["NibKitCore", "NibKitReader", "NibKitStrings", "NibKitLaunchImages", "NibKitLoader"]
        ),
        // Headless UIKit and AppKit classes (UIButton, NSWindow, ...) with the state Interface
        // Builder sets and no drawing, registered with `ClassRegistry.standard(for:)`.
        .target(name: "NibKitModels", dependencies: ["NibKitCore", "NibKitLoader", "NibKitBundle"]),
        // The storyboard runtime: UIStoryboard and NSStoryboard, segue templates, containers, references.
        .target(
            name: "NibKitStoryboards", dependencies: ["NibKitCore", "NibKitLoader", "NibKitBundle", "NibKitModels"]),
        // The layout engine: a Cassowary constraint solver on variables and linear constraints.
        .target(name: "NibKitLayout", dependencies: ["NibKitCore", "NibKitLoader", "NibKitModels"]),
        // `import NibKit`: everything.
        .target(
            name: "NibKit",
            dependencies: [
                "NibKitCore", "NibKitReader", "NibKitStrings", "NibKitLaunchImages", "NibKitLoader", "NibKitBundle",
                "NibKitModels", "NibKitLayout", "NibKitStoryboards",
            ]
        ),
        .executableTarget(
            name: "nibtool",
            dependencies: ["NibKit"]
        ),
        // What the two measuring executables share, and no product: the clocks they time with and
        // the process's memory counters (/proc/self/status). Foundation only, nothing of NibKit.
        .target(name: "BenchSupport"),
        // The solver's measurement of issue 27: first solve and re-solve of generated systems.
        .executableTarget(
            name: "nibsolve",
            dependencies: ["NibKitLayout", "BenchSupport"]
        ),
        // The benchmark of issue 6; it reads libxml2 directly only for the parse floor.
        .executableTarget(
            name: "nibbench",
            dependencies: ["NibKit", "CLibXML2", "BenchSupport"]
        ),
        // The complexity harness of issue 24: every reader at N and 8 N on adversarial shapes.
        .executableTarget(
            name: "nibstress",
            dependencies: ["NibKit", "BenchSupport"]
        ),
        // The example's terminal toolkit (widgets, screen, keys, termios), a library so tests reach it.
        .target(
            name: "NibTerminalKit",
            dependencies: ["NibKit"],
            path: "Examples/NibTerminal/Sources/NibTerminalKit"
        ),
        // The example's thin executable.
        .executableTarget(
            name: "nib-terminal",
            dependencies: ["NibTerminalKit"],
            path: "Examples/NibTerminal/Sources/nib-terminal"
        ),
        // README's library example, on NibKit alone; ReadmeTests checks README shows this file.
        .executableTarget(
            name: "nib-login",
            dependencies: ["NibKit"],
            path: "Examples/LoginExample"
        ),
        // What the test targets share: the package's folder, running the built executables.
        .target(name: "NibKitTestSupport", path: "Tests/NibKitTestSupport"),
        // The tests reach libxml2 only for RelaxNGValidator, which keeps the
        // published schema and the parser in step; no loading path uses it.
        .testTarget(
            name: "NibKitTests",
            dependencies: ["NibKit", "NibKitTestSupport", "CLibXML2"]
        ),
        // The terminal example's own tests.
        .testTarget(
            name: "NibTerminalTests",
            dependencies: ["NibKit", "NibTerminalKit", "NibKitTestSupport"],
            path: "Examples/NibTerminal/Tests/NibTerminalTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
