// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "NibKit",
    products: [
        .library(name: "NibKit", targets: ["NibKit"]),
        .executable(name: "nibtool", targets: ["nibtool"]),
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
        .testTarget(
            name: "NibKitTests",
            dependencies: ["NibKit"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
