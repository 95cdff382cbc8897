import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// libFuzzer entry point for compiled storyboards, `.storyboardc` folders
/// built on disk from the input.
///
/// The input is a flags byte, then sections, each a line `@@ NAME` and the
/// bytes up to the next such line (Scripts/fuzz.sh writes each corpus
/// `.storyboardc` this way: its Info.plist, then every nib, a member of a nib
/// directory as `Name.nib/runtime.nib`):
///
/// - `Info.plist` is the folder's Info.plist: written as it is, or, when it
///   reads and the flags ask, again as XML or as a binary list, with the
///   identifiers of a `map` section (`identifier=nib` lines) added, so one
///   nib can be named by many identifiers, or by a missing one;
/// - `NAME -> N` is a symbolic link to the Nth of a few targets (`/`,
///   `/etc/passwd`, `..`, the sentinel folder beside the storyboard, a
///   sentinel nib there);
/// - any other name is a file of the folder (names leaving it are dropped).
///
/// Then `NibStoryboard(contentsOf:)` with dynamic objects (lenient and
/// strict, for a deployment target the flags choose), its statistics and
/// warnings (what `nibtool inspect` and `lint` print), `NibTemplate.diagnose`,
/// the `.storyboardc` writer in memory, and every identifier and the initial
/// view controller instantiated with stand-ins, each scene's view nib too.
/// The target stops on a crash, a `NibError` without a located error, and a
/// file read outside the folder: beside it lies a sentinel nib whose class
/// is named `NibKitSentinelOutside`, which must appear in nothing NibKit
/// returns, and no template may come from a path outside the folder.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = StoryboardInput(Array(UnsafeBufferPointer(start: bytes, count: size)))
    let folder = input.build()
    defer { removeTree(work.path) }
    exercise(folder, deploymentTarget: input.deploymentTarget)
    return 0
}

/// The class name of the nib beside the folder; nothing inside names it.
private let sentinel = "NibKitSentinelOutside"

/// The process's scratch folder: `outside/` holds the sentinel, `work/` the storyboard.
private let scratch: URL = {
    let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
        "nibkit-fuzz-storyboardc-\(getpid())")
    let outside = url.appendingPathComponent("outside")
    try? FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    let xml = "<nib version=\"1\">\n  <object id=\"o\" class=\"\(sentinel)\"/>\n</nib>\n"
    do {
        let template = try NibTemplate(data: Data(xml.utf8), path: "sentinel.nibxml", registry: .dynamic)
        try template.nibArchiveData().write(to: outside.appendingPathComponent("Secret.nib"))
    } catch {
        fatalError("the sentinel nib cannot be written: \(error)")
    }
    return url
}()

private var outside: URL { scratch.appendingPathComponent("outside") }
private var work: URL { scratch.appendingPathComponent("work") }

// MARK: Building the folder

/// The input, cut into its flags and sections.
private struct StoryboardInput {
    var flags: UInt8 = 0
    var sections: [(name: String, bytes: [UInt8])] = []

    static let marker = Array("\n@@ ".utf8)
    static let linkTargets = [
        "/", "/etc/passwd", "..", ".", "../outside", "../outside/Secret.nib", "../../outside/Secret.nib",
        "Info.plist", "nothing",
    ]

    init(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        flags = first
        // Section starts: the marker, or "@@ " right after the flags byte.
        var starts: [Int] = []
        if bytes.count >= 4, Array(bytes[1..<4]) == Array("@@ ".utf8) { starts.append(1) }
        var index = 1
        while index + Self.marker.count <= bytes.count {
            if bytes[index] == Self.marker[0], Array(bytes[index..<(index + Self.marker.count)]) == Self.marker {
                starts.append(index + 1)
                index += Self.marker.count
            } else {
                index += 1
            }
        }
        for (position, start) in starts.enumerated() {
            let end = position + 1 < starts.count ? starts[position + 1] - 1 : bytes.count
            let body = start + 3 <= end ? Array(bytes[(start + 3)..<end]) : []
            let newline = body.firstIndex(of: UInt8(ascii: "\n")) ?? body.count
            let name = String(decoding: body[..<newline], as: UTF8.self)
            sections.append((name, newline < body.count ? Array(body[(newline + 1)...]) : []))
        }
    }

    var deploymentTarget: DeploymentTarget {
        [.newest, DeploymentTarget(11), DeploymentTarget(13), DeploymentTarget(8)][Int(flags >> 4) % 4]
    }

    /// Builds the folder in `work` and returns it.
    func build() -> URL {
        removeTree(work.path)
        mkdir(work.path, 0o755)
        let folder = work.appendingPathComponent("Fuzz.storyboardc")
        mkdir(folder.path, 0o755)
        var map: [(String, String)] = []
        for section in sections where section.name == "map" {
            for line in String(decoding: section.bytes, as: UTF8.self).split(separator: "\n").prefix(64) {
                let parts = line.split(separator: "=", maxSplits: 1)
                guard parts.count == 2 else { continue }
                // `identifier*N=nib`: N identifiers (at most 512 in all) naming one nib.
                let name = parts[0].split(separator: "*", maxSplits: 1)
                let count = max(0, min(name.count == 2 ? Int(name[1]) ?? 1 : 1, 512 - map.count))
                for number in 0..<count {
                    map.append((count > 1 ? "\(name[0])-\(number)" : String(name[0]), String(parts[1])))
                }
            }
        }
        for section in sections where section.name != "map" {
            if section.name == "Info.plist" {
                create(folder.appendingPathComponent("Info.plist"), infoPlist(section.bytes, adding: map))
                continue
            }
            if let arrow = section.name.range(of: " -> ") {
                let name = String(section.name[..<arrow.lowerBound])
                let choice = Int(section.name[arrow.upperBound...]) ?? 0
                guard let url = place(name, in: folder) else { continue }
                symlink(Self.linkTargets[abs(choice % Self.linkTargets.count)], url.path)
                continue
            }
            guard let url = place(section.name, in: folder) else { continue }
            create(url, Data(section.bytes))
        }
        return folder
    }

    /// Where a file named `name` goes: inside the folder, its parent folders
    /// made; nil for a name that would leave it.
    func place(_ name: String, in folder: URL) -> URL? {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.count <= 3, !name.contains("\0"),
            parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
        else { return nil }
        var url = folder
        for part in parts.dropLast() {
            url = url.appendingPathComponent(String(part))
            mkdir(url.path, 0o755)
        }
        return url.appendingPathComponent(String(parts[parts.count - 1]))
    }

    /// The Info.plist's bytes: as given, or, when the flags ask and it
    /// reads, rewritten as XML (bit 0) or binary (bit 1) with `map` added.
    func infoPlist(_ bytes: [UInt8], adding map: [(String, String)]) -> Data {
        let data = Data(bytes)
        guard flags & 3 != 0 else { return data }
        // Read by NibKit's bounded reader: Foundation's copies shared objects and crashes on some sets.
        var info: [String: Any] = [:]
        if case .dictionary(let read)? = PropertyListReader.read(data, path: "Info.plist").value {
            info = read.mapValues(foundationValue)
        } else if map.isEmpty {
            return data
        }
        var names = info["UIViewControllerIdentifiersToNibNames"] as? [String: Any] ?? [:]
        for (identifier, nib) in map { names[identifier] = nib }
        info["UIViewControllerIdentifiersToNibNames"] = names
        if flags & 4 != 0 { info["UIStoryboardDesignatedEntryPointIdentifier"] = map.first?.0 ?? "nothing" }
        let format: PropertyListSerialization.PropertyListFormat = flags & 1 != 0 ? .xml : .binary
        return (try? PropertyListSerialization.data(fromPropertyList: info, format: format, options: 0)) ?? data
    }
}

/// A property-list value as Foundation's writer takes it.
private func foundationValue(_ value: PropertyListValue) -> Any {
    switch value {
    case .string(let string): string
    case .integer(let integer): integer
    case .real(let real): real
    case .bool(let bool): bool
    case .date(let date): date
    case .data(let data): data
    case .array(let items): items.map(foundationValue)
    case .dictionary(let entries): entries.mapValues(foundationValue)
    }
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

/// Removes a tree without following any link.
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

// MARK: Running NibKit on it

private func expectClean(_ text: String, _ what: @autoclosure () -> String) {
    if text.contains(sentinel) { fatalError("read outside the storyboard: \(what()): \(text)") }
}

/// A template must come from a file inside the folder and name no class from outside it.
private func expectInside(_ template: NibTemplate, _ prefix: String) {
    if !template.path.hasPrefix(prefix) || template.path.contains("/../") {
        fatalError("a template read from \(template.path), outside the storyboard")
    }
    for object in template.objects { expectClean(object.className ?? "", "a class of \(template.path)") }
}

private func exercise(_ folder: URL, deploymentTarget: DeploymentTarget) {
    let prefix = folder.relativePath + "/"
    var loaded: NibStoryboard?
    for mode in [ReadingMode.lenient, .strict] {
        do {
            let storyboard = try NibStoryboard(
                contentsOf: folder, registry: .dynamic, mode: mode, deploymentTarget: deploymentTarget)
            if mode == .lenient { loaded = storyboard }
        } catch {
            checkLocated(error)
            for diagnostic in error.diagnostics { expectClean(diagnostic.description, "a diagnostic") }
        }
    }
    for diagnostic in NibTemplate.diagnose(contentsOf: folder, registry: .dynamic) {
        checkPrintable([diagnostic])
        expectClean(diagnostic.description, "nibtool lint")
    }
    guard let storyboard = loaded else { return }
    _ = storyboard.statistics
    checkPrintable(storyboard.allWarnings)
    for diagnostic in storyboard.allWarnings { expectClean(diagnostic.description, "a warning") }
    var classes: Set<String> = []
    for scene in storyboard.scenes {
        expectInside(scene.template, prefix)
        classes.formUnion(scene.template.objects.compactMap(\.className))
        if let view = scene.viewTemplate {
            expectInside(view, prefix)
            classes.formUnion(view.objects.compactMap(\.className))
        }
    }
    do {
        _ = try storyboard.compiledStoryboardFiles()
    } catch {
        checkLocated(error)
    }

    // Again with stand-ins for every class, then every scene made.
    var registry = ClassRegistry()
    registry.register(FuzzStandIn.self, names: Array(classes))
    let bound: NibStoryboard
    do {
        bound = try NibStoryboard(contentsOf: folder, registry: registry, deploymentTarget: deploymentTarget)
    } catch {
        checkLocated(error)
        return
    }
    do {
        _ = try bound.instantiateInitialViewController()
    } catch {
        checkLocated(error)
    }
    for identifier in bound.storyboardIdentifiers {
        do {
            _ = try bound.instantiateViewController(withIdentifier: identifier)
        } catch {
            checkLocated(error)
        }
    }
    for scene in bound.scenes {
        fuzzInstantiate(scene.template)
        if let view = scene.viewTemplate { fuzzInstantiate(view) }
    }
}
