// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "NibGTK",
    products: [
        // The GTK 4 toolkit on NibKit: main-actor widget classes built from Interface Builder documents.
        .library(name: "NibGTKKit", targets: ["NibGTKKit"]),
        // Opens a document's windows, prints their layout, clicks controls, takes screenshots.
        .executable(name: "nib-gtk", targets: ["nib-gtk"]),
    ],
    dependencies: [
        // NibKit itself, by path, as a downstream project would depend on it.
        .package(name: "NibKit", path: "../..")
    ],
    targets: [
        // GTK 4's C API through pkg-config; Debian's libgtk-4-dev provides it.
        .systemLibrary(
            name: "CGtk4",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // The widget classes, layout, colors and signals; the only target that imports CGtk4 besides the tests.
        .target(
            name: "NibGTKKit",
            dependencies: [.product(name: "NibKit", package: "NibKit"), "CGtk4"]
        ),
        // The thin command line over NibGTKKit; NibKit for the errors it prints.
        .executableTarget(
            name: "nib-gtk",
            dependencies: ["NibGTKKit", .product(name: "NibKit", package: "NibKit")]
        ),
        // Times a document to its first frame, NibGTK beside GtkBuilder; CGtk4 for GtkBuilder itself.
        .executableTarget(
            name: "nib-gtk-bench",
            dependencies: ["NibGTKKit", .product(name: "NibKit", package: "NibKit"), "CGtk4"]
        ),
        // Swift Testing suites, run under xvfb-run so GTK has a display.
        .testTarget(
            name: "NibGTKTests",
            // CGtk4 too: the tests type into entries and move focus through GTK itself.
            dependencies: ["NibGTKKit", .product(name: "NibKit", package: "NibKit"), "CGtk4"],
            // The fixture documents, read through Bundle.module.
            resources: [.copy("Fixtures")]
        ),
    ],
    // Swift 6 language mode: strict concurrency checking, data races are errors.
    swiftLanguageModes: [.v6]
)
