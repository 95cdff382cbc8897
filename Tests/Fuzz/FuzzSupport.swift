import Foundation

// Shared by every fuzz target: compiled into the same module as NibKit's
// sources by Scripts/fuzz.sh, so internal APIs are reachable.

/// The bytes libFuzzer hands over, as `Data`.
func fuzzData(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> Data {
    Data(bytes: bytes, count: size)
}

/// A stand-in for every class an input names, for the owner, the external
/// objects and the application.
///
/// Unlike `DynamicObject`, it never keeps another object alive: outlets may
/// legally form cycles, and stand-ins that retained each other would leak by
/// design, hiding real leaks from LeakSanitizer. Objects are kept weakly,
/// arrays and dictionaries (which may hold objects) are dropped.
final class FuzzStandIn: Responder, Control {
    private final class WeakBox {
        weak var object: NibObject?
        init(_ object: NibObject) { self.object = object }
    }

    private var values: [String: Any] = [:]

    override class var acceptsAnyKey: Bool { true }
    override class var performsAnyAction: Bool { true }

    override func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {
        switch value {
        case let object as NibObject: values[key] = WeakBox(object)
        case is [Any], is [String: Any], nil: values[key] = nil
        case let scalar?: values[key] = scalar
        }
    }

    override func value(forUndefinedKey key: String) throws(KeyValueCodingError) -> Any? {
        if let box = values[key] as? WeakBox { return box.object }
        return values[key]
    }

    override func perform(_ action: Selector, sender: Any?, event: Any?) -> Bool { true }
}

/// A registry with `FuzzStandIn` under every class name `template` uses.
func standInRegistry(for template: NibTemplate) -> ClassRegistry {
    var registry = ClassRegistry()
    registry.register(FuzzStandIn.self, names: Array(Set(template.objects.compactMap(\.className))))
    return registry
}

/// Builds `data` and, when that succeeds, builds it again bound to stand-ins
/// and instantiates it: the reader, the parser for the format, the template
/// builder, the class binder and the five phases all see the input.
///
/// - Returns: The format's name when the template was built.
@discardableResult
func fuzzLoad(_ data: Data, path: String, mode: ReadingMode?) -> String? {
    let template: NibTemplate
    do {
        template = try NibTemplate(data: data, path: path, registry: .dynamic, mode: mode)
    } catch {
        checkLocated(error)
        return nil
    }
    checkPrintable(template.warnings)
    do {
        let bound = try NibTemplate(data: data, path: path, registry: standInRegistry(for: template), mode: mode)
        fuzzInstantiate(bound)
    } catch {
        checkLocated(error)
    }
    return template.formatName
}

/// Instantiates `template` with stand-ins for the owner, the application
/// and every external object.
func fuzzInstantiate(_ template: NibTemplate) {
    var externals: [String: NibObject] = [:]
    for object in template.objects {
        if case .external(let identifier) = object.role {
            externals[identifier] = FuzzStandIn()
        }
    }
    let options = InstantiationOptions()
    do {
        _ = try template.instantiate(
            owner: FuzzStandIn(), externalObjects: externals, application: FuzzStandIn(), options: options)
    } catch {
        checkLocated(error)
    }
}

/// A NibError must carry at least one located error: an unlocated failure is
/// a bug as real as a crash, so it stops the fuzzer.
func checkLocated(_ error: NibError) {
    let located = error.diagnostics.contains { diagnostic in
        diagnostic.severity == .error && diagnostic.location.line >= 1 && diagnostic.location.column >= 1
    }
    if !located {
        fatalError("a NibError without a located error: \(error.code) \(error.diagnostics)")
    }
    checkPrintable(error.diagnostics)
}

/// What NibKit prints of a diagnostic is one line a terminal shows as text:
/// no control character, separator or bidirectional override survives, and
/// no line grows past DisplayText's bounds.
func checkPrintable(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics {
        let line = diagnostic.description
        if line.unicodeScalars.contains(where: DisplayText.isEscaped) {
            fatalError("a diagnostic prints a control character: \(line.debugDescription)")
        }
        if line.unicodeScalars.count > DisplayText.maximumLineLength + 64 {
            fatalError("a diagnostic prints \(line.unicodeScalars.count) characters on one line")
        }
    }
}
