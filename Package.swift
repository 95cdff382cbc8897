// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "NibKit",
    products: [
        .library(name: "NibKit", targets: ["NibKit"]),
        .executable(name: "nibtool", targets: ["nibtool"]),
        .executable(name: "nibbench", targets: ["nibbench"]),
        // The terminal UI example of issue 8: a small toolkit that builds its screens from nibs.
        .executable(name: "nib-terminal", targets: ["nib-terminal"]),
        // README's "Using the library" example, compiled so that it cannot drift from NibKit.
        .executable(name: "nib-login", targets: ["nib-login"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .target(
            name: "NibKit",
            dependencies: ["CLibXML2"]
        ),
        .executableTarget(
            name: "nibtool",
            dependencies: ["NibKit"]
        ),
        // The benchmark of issue 6; it reads libxml2 directly only for the parse floor.
        .executableTarget(
            name: "nibbench",
            dependencies: ["NibKit", "CLibXML2"]
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
        // The tests reach libxml2 only for RelaxNGValidator, which keeps the
        // published schema and the parser in step; no loading path uses it.
        .testTarget(
            name: "NibKitTests",
            dependencies: ["NibKit", "NibTerminalKit", "CLibXML2"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
