import NibKitCore

/// The classes an archive may name, and how each is created: the one
/// swappable value through which NibKit looks up class names.
///
/// A registry is passed to every template explicitly; there is no global
/// table. Register each class under the names archives use for it:
///
/// ```swift
/// var registry = ClassRegistry()
/// registry.register(Button.self, as: "Button", "UIButton")
/// registry.register(LoginController.self, as: "LoginController", initializers: .plain)
/// let template = try NibTemplate(contentsOf: url, registry: registry)
/// ```
///
/// NibKit's layout classes are known to every registry under the names
/// Interface Builder writes: ``LayoutConstraint`` as `NSLayoutConstraint`,
/// ``LayoutGuide`` as `UILayoutGuide`, `NSLayoutGuide` and `_UILayoutGuide`.
/// Registering a class under one of those names puts it in their place.
///
/// A class name the registry does not have is an error, or creates a
/// ``DynamicObject`` as ``dynamicObjects`` says: for no name (the default),
/// for every name (``dynamic``: tools and tests that have none of the
/// application's classes), or only for a document's custom classes, so that
/// a registry of Apple's classes (`ClassRegistry.standard(for:)`) stands in
/// for the application's own classes while an Apple class it does not model
/// is an error:
///
/// ```swift
/// var registry = ClassRegistry.standard(for: .iOS)
/// registry.dynamicObjects = .customClasses
/// // Fixture.xib:12:9: error: no standard class models 'UIFooView' (object 'abc-12-xyz')
/// ```
///
/// A class name is custom when the document names it as the application's
/// (``TemplateObject/isCustomClass``): a `customClass` attribute, a compiled
/// nib's class swapper or custom object, a legacy archive's custom class
/// record, and every class of NibKit's own format. A name Apple's framework
/// gives an element (`<button>` is `UIButton`, `<customObject>` without a
/// `customClass` is `NSObject`) is not.
///
/// Register a `@MainActor` class on the main actor: its declarations
/// (``NibKeyValueCoding``, ``NibActionPerforming``) are isolated there and
/// read when it is registered. Its main-actor bindings make every template
/// that holds it instantiable only from the main actor.
///
/// A few other classes NibKit provides itself (`NSUserDefaultsController`, as
/// ``UserDefaultsController``) are found under their names unless the
/// registry registers those names.
///
/// ## Classes in modules
///
/// Interface Builder writes a Swift class as `customClass` with the module
/// it is in, `customModule`; the archive's class name is then the two
/// joined by a dot, `LoginApp.LoginViewController`. A look-up of a name
/// tries, in this order, and the first found wins:
///
/// 1. the name as the archive gives it, registered (`LoginApp.LoginViewController`);
/// 2. NibKit's own class of that name;
/// 3. for a name with a module, the class part alone, registered
///    (`LoginViewController`), then NibKit's own class of that name: a class
///    registered without a module stands for the class of that name in
///    every module;
/// 4. a ``DynamicObject`` of the archive's name, when the registry allows
///    dynamic objects.
///
/// So a registration with the module wins over one without it, and a
/// registry that names its classes without modules loads archives that give
/// them. A name without a module never finds a class registered with one:
/// the archive names a class of no module, as Objective-C's flat namespace
/// does, and two modules may each have a class of that name. Such a name,
/// unknown, gets "did you mean" the registered name of the same class part
/// (`LoginApp.LoginViewController` for `LoginViewController`, and the
/// reverse for a misspelt qualified name), from every check that reports an
/// unknown class: an object's class is an error, File's Owner's or an
/// external object's a warning that its connections go unchecked, and a
/// class made a dynamic object a warning, once a name, when a registered
/// class is close to it.
public struct ClassRegistry: Sendable {
    /// How a class may be created.
    public struct Initializers: OptionSet, Hashable, Sendable {
        /// The set's bits: ``coder`` is 1, ``plain`` 2.
        public let rawValue: Int
        /// The set with these bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// `init(coder:)`, for archived objects.
        public static let coder = Initializers(rawValue: 1)
        /// `init()`, for custom objects.
        public static let plain = Initializers(rawValue: 2)
    }

    /// Which class names the registry does not have create a
    /// ``DynamicObject`` rather than being an error.
    public enum DynamicObjects: Hashable, Sendable {
        /// None: every class must be registered (or be one of NibKit's own).
        case none
        /// A document's custom classes (``TemplateObject/isCustomClass``):
        /// a class Apple's framework gives an element must be registered,
        /// and one that is not is the error "no standard class models
        /// 'UIFooView' (object 'abc-12-xyz')".
        case customClasses
        /// Every class name, custom or not.
        case all
    }

    private var descriptions: [String: ClassDescription] = [:]
    /// The application's value transformers, by name (see ``registerValueTransformer(_:)``).
    var valueTransformers: [String: NibValueTransformer] = [:]

    /// Which unknown class names create ``DynamicObject``s; ``DynamicObjects/none`` by default.
    public var dynamicObjects: DynamicObjects

    /// Whether a class name that becomes a ``DynamicObject`` while a
    /// registered class has a name close to it gets a warning with the
    /// suggestion ("no class is registered as 'UITextFeild', so its objects
    /// are dynamic objects; did you mean 'UITextField'?"); true by default.
    /// A tool that makes every custom class a stand-in on purpose, as
    /// `nibtool` does beside NibKit's standard classes, turns it off.
    public var suggestsRegisteredClasses = true

    /// Whether any unknown class name creates a ``DynamicObject``: setting
    /// it chooses ``DynamicObjects/all`` or ``DynamicObjects/none``.
    public var allowsDynamicObjects: Bool {
        get { dynamicObjects != .none }
        set { dynamicObjects = newValue ? .all : .none }
    }

    /// Creates an empty registry.
    public init(allowsDynamicObjects: Bool = false) {
        self.dynamicObjects = allowsDynamicObjects ? .all : .none
    }

    /// Creates an empty registry that creates dynamic objects as `dynamicObjects` says.
    public init(dynamicObjects: DynamicObjects) {
        self.dynamicObjects = dynamicObjects
    }

    /// A registry with no classes that creates dynamic objects for every name.
    public static var dynamic: ClassRegistry { ClassRegistry(dynamicObjects: .all) }

    /// Registers `type` under one or more archive class names.
    public mutating func register<T: NibObject>(
        _ type: T.Type, as names: String..., initializers: Initializers = [.coder, .plain]
    ) {
        register(type, names: names, initializers: initializers)
    }

    /// Registers `type` under each of `names`.
    public mutating func register<T: NibObject>(
        _ type: T.Type, names: [String], initializers: Initializers = [.coder, .plain]
    ) {
        let bindings = ClassBindings(type)
        for name in names {
            descriptions[name] = ClassDescription(
                archiveName: name, type: type, bindings: bindings, initializers: initializers)
        }
    }

    /// The archive class names registered, sorted.
    public var classNames: [String] { descriptions.keys.sorted() }

    /// Whether `name` is registered.
    public func contains(_ name: String) -> Bool { descriptions[name] != nil }

    /// Whether any class is registered: only then can a name that is not
    /// be a misspelling of one.
    var hasRegistrations: Bool { !descriptions.isEmpty }

    /// A new object of the class registered as `name` (or NibKit's own class
    /// of that name), made with `init()`, or nil when there is none: how the
    /// storyboard runtime makes a segue's template by the class name
    /// ``StoryboardSegueTemplates`` gives its kind.
    package func makeObject(ofClassNamed name: String) -> NibObject? {
        description(for: name, isCustom: false)?.makePlain()
    }

    /// How to create `name`, by the one look-up rule of classes in modules
    /// (see the type's discussion): its registration, NibKit's own class of
    /// that name, the same two for its class part when it names a module,
    /// then a dynamic stand-in as ``dynamicObjects`` allows for a custom
    /// class (`isCustom`) or another, or nil.
    func description(for name: String, isCustom: Bool) -> ClassDescription? {
        if let description = descriptions[name] ?? ClassDescription.builtIn[name] { return description }
        if let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) {
            let classPart = String(name[name.utf8.index(after: dot)...])
            if let description = descriptions[classPart] ?? ClassDescription.builtIn[classPart] { return description }
        }
        switch dynamicObjects {
        case .all: return ClassDescription.dynamic(name)
        case .customClasses where isCustom: return ClassDescription.dynamic(name)
        case .customClasses, .none: return nil
        }
    }

    /// What is wrong with an object of `name` that ``description(for:isCustom:)``
    /// found no class for: an Apple class no registered class models, when
    /// only custom classes may be dynamic, or else an unknown class.
    func missingClass(_ name: String, isCustom: Bool, objectID: String) -> Diagnostic.Message {
        if dynamicObjects == .customClasses && !isCustom {
            return "no standard class models '\(name)' (object '\(objectID)')"
        }
        return .unknownClass(name, among: classNames)
    }
}

/// What NibKit knows about one registered class before creating it.
///
/// A class, not a struct: every template object and creation step holds its
/// class's description, and a reference is one retain to copy where the
/// fields would be three, and 8 bytes to store where they would be 50.
final class ClassDescription: Sendable {
    let archiveName: String
    let type: NibObject.Type
    let bindings: ClassBindings
    let initializers: ClassRegistry.Initializers
    let isDynamic: Bool

    init(
        archiveName: String, type: NibObject.Type, bindings: ClassBindings,
        initializers: ClassRegistry.Initializers, isDynamic: Bool = false
    ) {
        self.archiveName = archiveName
        self.type = type
        self.bindings = bindings
        self.initializers = initializers
        self.isDynamic = isDynamic
        self.isControl = type is any Control.Type
    }

    private static let dynamicBindings = ClassBindings(DynamicObject.self)

    /// NibKit's own classes under the names Interface Builder writes: the
    /// layout classes, and `NSUserDefaultsController` for Cocoa bindings.
    static let builtIn: [String: ClassDescription] = {
        var classes: [String: ClassDescription] = [:]
        let types: [(NibObject.Type, [String])] = [
            (LayoutConstraint.self, ["NSLayoutConstraint"]),
            (LayoutGuide.self, ["UILayoutGuide", "NSLayoutGuide", "_UILayoutGuide"]),
            (UserDefaultsController.self, ["NSUserDefaultsController"]),
        ]
        for (type, names) in types {
            let bindings = ClassBindings(type)
            for name in names {
                classes[name] = ClassDescription(
                    archiveName: name, type: type, bindings: bindings, initializers: [.coder, .plain])
            }
        }
        return classes
    }()

    static func dynamic(_ name: String) -> ClassDescription {
        ClassDescription(
            archiveName: name, type: DynamicObject.self, bindings: dynamicBindings,
            initializers: [.coder, .plain], isDynamic: true)
    }

    /// Whether instances are controls, which can send actions.
    let isControl: Bool

    /// Whether instances are configured and woken on the main actor only:
    /// the class binds a main-actor property or action, as every class of a
    /// `@MainActor` toolkit does (its properties are main-actor, so its key
    /// paths are bound by the main-actor initializers). A cast to a
    /// main-actor conformance succeeds anywhere, so NibKit cannot ask the
    /// conformance itself.
    var isMainActor: Bool { bindings.isMainActor }

    func makePlain() -> NibObject {
        if isDynamic { return DynamicObject(className: archiveName) }
        return type.init()
    }

    func make(coder: NibCoder) throws -> NibObject {
        try type.init(coder: coder)
    }
}

/// Whether `isolation`, a caller's `#isolation`, is the main actor.
func isMainActor(_ isolation: (any Actor)?) -> Bool {
    guard let isolation else { return false }
    return ObjectIdentifier(isolation) == ObjectIdentifier(MainActor.shared)
}
