import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// libFuzzer entry point for bundles on disk.
///
/// The input is a small program that builds a bundle tree in a temporary
/// folder: its first bytes choose the layout and the Info.plist's values
/// (an executable named `../../../../etc/shadow`, a launch image file, the
/// development region), then each instruction adds a regular file (a PNG of
/// some size, a `.strings` table, a nib naming images, code, bytes of the
/// input), an empty file, a folder, a FIFO or a symbolic link (to `/`, `.`,
/// `..`, `/usr/bin`, `/etc/passwd`, `/dev/zero`, itself, or the sentinel
/// folder beside the bundle) under a name made of pieces such as `Hand`,
/// `~ipad`, `@2x`, `.lproj`, `.`, control characters, or raw input bytes.
///
/// Then `NibBundle(url:)`, resource and nib look-ups, `.strings` look-ups,
/// every launch-image request, `DirectoryResourceProvider` and the bundle
/// linter run on it. Beside the bundle lies a folder of sentinel files (an
/// Info.plist, a `.strings` table, images, a nib) whose content and names
/// hold `sentinel`: the target stops if the sentinel appears in anything
/// NibKit returns, if a file it resolves is not a regular file inside the
/// bundle, or if a diagnostic names a file outside it. libFuzzer's
/// `-timeout` catches a hang (a FIFO opened for reading, a walk that does not end).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var program = BundleProgram(Array(UnsafeBufferPointer(start: bytes, count: size)))
    let root = program.build()
    defer { removeTree(work.path) }
    exercise(root)
    return 0
}

/// Appears in every file outside the bundle, and nowhere inside it.
private let sentinel = "NIBKIT-SENTINEL-OUTSIDE"

/// The process's scratch folder: `outside/` holds the sentinels, `work/` the bundle.
private let scratch: URL = {
    let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("nibkit-fuzz-bundle-\(getpid())")
    let outside = url.appendingPathComponent("outside")
    try? FileManager.default.createDirectory(
        at: outside.appendingPathComponent("dir"), withIntermediateDirectories: true)
    let png = pngHeader(width: 320, height: 480) + Data(sentinel.utf8)
    let files: [(String, Data)] = [
        ("\(sentinel).png", png),
        ("dir/Hand.png", png),
        ("dir/Default.png", png),
        ("dir/\(sentinel).strings", Data("\"k\" = \"\(sentinel)\";".utf8)),
        ("secret.strings", Data("\"k\" = \"\(sentinel)\";\n\"Cancel\" = \"\(sentinel)\";\n".utf8)),
        ("Hand.png", png),
        ("MainWindow.nibxml", Data(nibXML(objectID: sentinel, images: []).utf8)),
        (
            "Info.plist",
            Data(
                infoPlistXML([
                    ("CFBundleIdentifier", "\(sentinel) !"), ("CFBundleExecutable", sentinel),
                    ("CFBundleDisplayName", sentinel), ("UILaunchImageFile", sentinel),
                ]).utf8)
        ),
    ]
    for (name, data) in files {
        try? data.write(to: outside.appendingPathComponent(name))
    }
    return url
}()

private var outside: URL { scratch.appendingPathComponent("outside") }
private var work: URL { scratch.appendingPathComponent("work") }

// MARK: Building the tree

/// The input read as instructions.
private struct BundleProgram {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func next() -> Int {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return Int(bytes[offset])
    }

    mutating func pick<T>(_ choices: [T]) -> T { choices[next() % choices.count] }

    static let pieces = [
        "Hand", "Default", "Icon", "MainWindow", "Greeting", "Localizable", "InfoPlist", "Info", "Fuzz", "en", "fr",
        "fr_CA", "Base", "de", "pt-BR", "English", ".", "..", "~ipad", "~iphone", "@2x", "@3x", "-568h", "-Portrait",
        "-Landscape", "-myscheme", ".png", ".nibxml", ".xib", ".strings", ".lproj", ".plist", ".dylib", "\u{1}", "\n",
        " ", "%@", "\u{1B}[0m", "é", "Contents", "Resources", "MacOS", "Versions", "Current", "A",
    ]
    static let targets = [
        "/", ".", "..", "../..", "/etc/passwd", "/usr/bin", "/dev/zero", "/dev/null", "Hand.png", "en.lproj",
        "Default.png", "nothing", "../Hand.png", "Versions/Current", "../../outside", "../../outside/dir",
        "../../outside/secret.strings", "../../outside/Info.plist", "../../../outside/dir", "../../../../outside",
    ]
    static let imageNames = [
        "Hand", "Hand.png", "pw.png", "etc/passwd", "de.lproj/etc/passwd", "dir/Hand.png", "../outside/Hand.png",
        "/etc/passwd", "Default", "Icon", "link/Hand.png",
    ]
    static let pngSizes = [(320, 480), (640, 960), (640, 1136), (768, 1024), (1024, 768), (1536, 2048), (1, 1)]

    mutating func name() -> String {
        let count = 1 + next() % 3
        return (0..<count).map { _ in pick(Self.pieces) }.joined()
    }

    /// Builds the bundle in `work` and returns its root.
    mutating func build() -> URL {
        removeTree(work.path)
        makeDirectory(work)  // after the sentinels beside it, which `work` makes first
        let layout = next() % 4
        let rootName = ["Fuzz.app", "Fuzz.app", "Kit.framework", "Fuzz.bundle"][layout]
        let root = work.appendingPathComponent(rootName)
        var resources = root
        makeDirectory(root)
        switch layout {
        case 1, 3:
            resources = root.appendingPathComponent("Contents/Resources")
            makeDirectory(root.appendingPathComponent("Contents"))
            makeDirectory(resources)
            makeDirectory(root.appendingPathComponent("Contents/MacOS"))
        case 2:
            makeDirectory(root.appendingPathComponent("Versions"))
            makeDirectory(root.appendingPathComponent("Versions/A"))
            resources = root.appendingPathComponent("Versions/A/Resources")
            makeDirectory(resources)
            symlink("A", root.appendingPathComponent("Versions/Current").path)
            symlink("Versions/Current/Resources", root.appendingPathComponent("Resources").path)
        default: break
        }
        let flags = next()
        let infoFolder = layout == 1 || layout == 3 ? root.appendingPathComponent("Contents") : resources
        if flags & 1 == 0 {
            var values: [(String, String)] = [
                ("CFBundleIdentifier", "com.example.fuzz"), ("CFBundlePackageType", "APPL"),
            ]
            if flags & 2 != 0 {
                values.append(
                    (
                        "CFBundleExecutable",
                        pick(["Fuzz", "../../../../etc/shadow", "/etc/passwd", "..", "", "Hand.png", "x/y"])
                    ))
            }
            if flags & 4 != 0 {
                values.append(("UILaunchImageFile", pick(["Default", "MyLaunch", "../Default", "dir/Default"])))
            }
            if flags & 8 != 0 { values.append(("CFBundleDevelopmentRegion", pick(["en", "de", "fr", "Base"]))) }
            if flags & 16 != 0 {
                values.append(("NSMainNibFile", pick(["MainWindow", "../outside/MainWindow", "Greeting"])))
            }
            if flags & 32 != 0 { values.append(("CFBundleIconFiles", pick(["Icon", "Icon.png", "dir/Hand", "../x"]))) }
            create(infoFolder.appendingPathComponent("Info.plist"), Data(infoPlistXML(values).utf8))
        }
        var folders = [resources, root]
        var steps = 0
        while offset < bytes.count, steps < 48 {
            steps += 1
            let operation = next() % 7
            let folder = pick(folders)
            let name = operation == 6 ? rawName() : self.name()
            guard !name.isEmpty, name != ".", name != "..", !name.contains("/"), !name.contains("\0") else { continue }
            let url = folder.appendingPathComponent(name)
            switch operation {
            case 0: create(url, content())
            case 1: if makeDirectory(url) { folders.append(url) }
            case 2: symlink(next() % 8 == 0 ? name : pick(Self.targets), url.path)
            case 3: _ = mkfifo(url.path, 0o644)
            case 4: create(url, Data())
            case 5:
                symlink(
                    outside.appendingPathComponent(pick(["dir", "\(sentinel).png", "secret.strings"])).path, url.path)
            default: create(url, content())
            }
        }
        return root
    }

    /// A name of raw input bytes: control characters, invalid UTF-8 and all.
    mutating func rawName() -> String {
        let count = next() % 12
        let raw = (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) }.filter {
            $0 != 0 && $0 != UInt8(ascii: "/")
        }
        return String(decoding: raw, as: UTF8.self)
    }

    mutating func content() -> Data {
        switch next() % 8 {
        case 0:
            let (width, height) = pick(Self.pngSizes)
            return pngHeader(width: width, height: height)
        case 1: return Data("\"k\" = \"v\";\n\"Cancel\" = \"Annuler\";\n".utf8)
        case 2:
            let images = (0..<(1 + next() % 3)).map { _ in pick(Self.imageNames) }
            return Data(nibXML(objectID: "o", images: images).utf8)
        case 3: return Data(infoPlistXML([("CFBundleIdentifier", "com.example.inner")]).utf8)
        case 4: return Data([0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0])
        case 5: return Data("#!/bin/sh\n".utf8)
        case 6: return Data((0..<(next() % 16)).map { _ in UInt8(truncatingIfNeeded: next()) })
        default: return Data("x".utf8)
        }
    }
}

/// Creates a directory where nothing is; whether it did.
@discardableResult
private func makeDirectory(_ url: URL) -> Bool {
    mkdir(url.path, 0o755) == 0
}

/// Writes a new regular file where nothing is, never through a link.
private func create(_ url: URL, _ data: Data) {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    data.withUnsafeBytes { buffer in
        if let base = buffer.baseAddress { _ = write(descriptor, base, buffer.count) }
    }
}

/// Removes a tree without following any link: links, FIFOs and files are
/// unlinked, only real directories descended into.
private func removeTree(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFDIR {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            removeTree(path + "/" + name)
        }
        rmdir(path)
    } else {
        unlink(path)
    }
}

private func pngHeader(width: Int, height: Int) -> Data {
    func bigEndian(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    bytes += bigEndian(13) + Array("IHDR".utf8) + bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0, 0, 0, 0, 0]
    return Data(bytes)
}

private func xmlEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: "\"", with: "&quot;")
}

private func nibXML(objectID: String, images: [String]) -> String {
    let values = images.enumerated().map { "    <image key=\"i\($0.offset)\" name=\"\(xmlEscaped($0.element))\"/>" }
    return
        "<nib version=\"1\">\n  <object id=\"\(objectID)\" class=\"Holder\">\n\(values.joined(separator: "\n"))\n  </object>\n</nib>\n"
}

private func infoPlistXML(_ values: [(String, String)]) -> String {
    let entries = values.map { key, value in
        key == "CFBundleIconFiles"
            ? "  <key>\(key)</key>\n  <array><string>\(xmlEscaped(value))</string></array>"
            : "  <key>\(key)</key>\n  <string>\(xmlEscaped(value))</string>"
    }
    return
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(entries.joined(separator: "\n"))\n</dict>\n</plist>\n"
}

// MARK: Running NibKit on it

/// Stops the fuzzer when `text` holds the sentinel.
private func expectClean(_ text: String, _ what: @autoclosure () -> String) {
    if text.contains(sentinel) { fatalError("read outside the bundle: \(what()): \(text)") }
}

private func expectClean(_ data: Data, _ what: @autoclosure () -> String) {
    if data.range(of: Data(sentinel.utf8)) != nil { fatalError("read outside the bundle: \(what())") }
}

private func exercise(_ root: URL) {
    let bundle: NibBundle
    do {
        bundle = try NibBundle(url: root)
    } catch {
        checkLocated(error)
        return
    }
    guard let realRoot = ContainedFolder.realPath(root.path) else { fatalError("the bundle's root has no real path") }
    /// A file NibKit resolved must be a regular file inside the bundle.
    func expectInside(_ url: URL, _ what: String) {
        guard let real = ContainedFolder.realPath(url.path), ContainedFolder.isInside(real, realRoot) else {
            fatalError("\(what) resolved to \(url.path), outside the bundle")
        }
        var info = stat()
        guard stat(real, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            fatalError("\(what) resolved to \(url.path), not a regular file")
        }
    }
    expectClean(String(describing: bundle.info), "the Info.plist")
    expectClean(bundle.infoPlistProblem ?? "", "the Info.plist's problem")

    let traitsList = [
        ResourceTraits(), ResourceTraits(device: .ipad, scale: 2, languages: ["fr-CA", "fr"]),
        ResourceTraits(device: .iphone, scale: 3, languages: ["de"]),
    ]
    let names = [
        "Hand", "Hand.png", "Default.png", "Icon", "pw.png", "etc/passwd", "de.lproj/etc/passwd", "dir/Hand.png",
        "Info.plist", "Localizable.strings",
    ]
    for traits in traitsList {
        let provider = bundle.resourceProvider(traits: traits)
        for name in names {
            if let url = bundle.url(forResource: name, traits: traits) { expectInside(url, name) }
            do {
                // Names with an extension resolve as url(forResource:) does; the others try many.
                if (name as NSString).pathExtension.isEmpty || name == "pw.png",
                    let url = try bundle.resourceURL(named: name, traits: traits)
                {
                    expectInside(url, name)
                }
            } catch {
                checkLocated(error)
            }
            if let data = try? provider.data(forResource: name) { expectClean(data, name) }
        }
        for nib in ["MainWindow", "Greeting", "Hand"] {
            if let url = bundle.nibURL(named: nib, traits: traits) { expectInside(url, nib) }
            load(nib, in: bundle, traits: traits)
        }
        for key in ["k", "Cancel"] {
            expectClean(bundle.localizedString(forKey: key, value: nil, table: nil, languages: traits.languages), key)
        }
        expectClean(
            bundle.localizedInfoValue(forKey: "CFBundleDisplayName", languages: traits.languages) ?? "", "display name")
    }
    for device in Device.allCases {
        for orientation in InterfaceOrientation.allCases {
            for scale in 1...3 {
                let request = LaunchImageRequest(
                    device: device, orientation: orientation, scale: scale, urlScheme: "myscheme")
                if case .image(let name) = bundle.launchImage(for: request) {
                    expectInside(bundle.resourcesURL.appendingPathComponent(name), "launch image")
                }
            }
        }
    }
    let directory = DirectoryResourceProvider(directory: bundle.resourcesURL)
    for name in names {
        do {
            if let data = try directory.data(forResource: name) { expectClean(data, name) }
        } catch {
            expectClean("\(error)", name)
        }
    }
    let prefix = root.lastPathComponent + "/"
    for diagnostic in BundleLinter.lint(bundle) {
        expectClean(diagnostic.description, "bundle lint")
        if !diagnostic.location.file.hasPrefix(prefix) || diagnostic.location.file.contains("/../") {
            fatalError("bundle lint names a file outside the bundle: \(diagnostic)")
        }
    }
}

/// Loads a nib of the bundle bound to stand-ins; nothing it read may hold the sentinel.
private func load(_ name: String, in bundle: NibBundle, traits: ResourceTraits) {
    do {
        let dynamic = try bundle.nibTemplate(named: name, registry: .dynamic, traits: traits)
        for object in dynamic.objects { expectClean(object.id, "a nib's object") }
        let template = try bundle.nibTemplate(named: name, registry: standInRegistry(for: dynamic), traits: traits)
        var options = InstantiationOptions()
        let cache = ResourceCache()
        options.resourceCache = cache
        _ = try template.instantiate(owner: FuzzStandIn(), options: options)
        for kind in NibResource.Kind.allCases {
            for cached in cache.names(of: kind) {
                if let resource = cache.resource(kind, named: cached) { expectClean(resource.data, "image \(cached)") }
            }
        }
    } catch {
        checkLocated(error)
        for diagnostic in error.diagnostics { expectClean(diagnostic.description, "a nib's diagnostics") }
    }
}
