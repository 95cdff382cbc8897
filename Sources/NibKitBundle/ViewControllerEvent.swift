import NibKitCore
import NibKitLoader

/// One step of a view controller's lifecycle as NibKit performs it: a
/// callback it sends (`viewDidLoad()`, `viewWillAppear(_:)`,
/// `prepare(for:sender:)`…), or a change it makes (a child added, a
/// controller presented, pushed or popped).
///
/// NibKit reports each step where it calls the callback, not inside the
/// overridable method, so a class that overrides `viewWillAppear(_:)`
/// without calling `super` is reported too. Nothing is reported unless
/// someone observes: ``observe(_:during:)`` sets an observer for the work
/// its body does (a task-local value, so other tasks and threads are not
/// observed), and with none set each step costs one look-up.
///
/// ```swift
/// let steps = Mutex<[String]>([])
/// try ViewControllerEvent.observe({ event in steps.withLock { $0.append(event.description) } }) {
///     try notes.performSegue(withIdentifier: "showNote", sender: nil)
/// }
/// // ["Lst-VC-001.prepare(for: \"showNote\", destination: Det-VC-001)", "Det-VC-001.loadView()", ...]
/// ```
///
/// UIKit's and AppKit's steps share the names: AppKit's appearance
/// callbacks have no `animated` (``animated`` is nil), and its
/// presentations are ``Step/present``.
public struct ViewControllerEvent: CustomStringConvertible {
    /// What happened, named after the method NibKit called.
    public enum Step: String, Sendable, CaseIterable {
        /// The source was asked `shouldPerformSegue(withIdentifier:sender:)`; ``ViewControllerEvent/answer`` is its answer.
        case shouldPerformSegue
        /// The controller was created as the destination of a segue from ``ViewControllerEvent/related``.
        case instantiate
        /// The source was sent `prepare(for:sender:)`, ``ViewControllerEvent/related`` being the destination.
        case prepare
        /// The controller's view is about to be created (`loadView()`).
        case loadView
        /// The controller was sent `viewDidLoad()`.
        case viewDidLoad
        /// The controller was sent `viewWillAppear(_:)`.
        case viewWillAppear
        /// The controller was sent `viewDidAppear(_:)`.
        case viewDidAppear
        /// The controller was sent `viewWillDisappear(_:)`.
        case viewWillDisappear
        /// The controller was sent `viewDidDisappear(_:)`.
        case viewDidDisappear
        /// The controller was sent `willMove(toParent:)`, ``ViewControllerEvent/related`` being the parent or nil.
        case willMoveToParent
        /// The controller was sent `didMove(toParent:)`, ``ViewControllerEvent/related`` being the parent or nil.
        case didMoveToParent
        /// ``ViewControllerEvent/related`` was added to the controller's children.
        case addChild
        /// The controller was taken out of ``ViewControllerEvent/related``, its container.
        case removeFromParent
        /// The controller presented ``ViewControllerEvent/related``.
        case present
        /// The controller dismissed ``ViewControllerEvent/related``, which it presented.
        case dismiss
        /// The navigation controller pushed ``ViewControllerEvent/related``.
        case push
        /// The navigation controller popped back to ``ViewControllerEvent/related``.
        case pop
        /// The navigation controller's stack was replaced, ``ViewControllerEvent/related`` being its new top.
        case setViewControllers
        /// The controller was asked `canPerformUnwindSegueAction(_:from:sender:)`
        /// for ``ViewControllerEvent/action`` from ``ViewControllerEvent/related``; ``ViewControllerEvent/answer`` is its answer.
        case canPerformUnwindSegueAction
        /// The container was sent `unwind(for:towards:)`, ``ViewControllerEvent/related`` being the child it brings to the front.
        case unwindTowards
        /// The unwind segue's destination was sent its ``ViewControllerEvent/action``, from ``ViewControllerEvent/related``, the source.
        case unwindAction
    }

    /// What happened.
    public var step: Step
    /// The controller the step happened to.
    public var controller: NibObject
    /// The other controller the step names (the destination, the parent, the
    /// child, the presented controller), or nil.
    public var related: NibObject?
    /// The identifier of the segue the step belongs to, or nil.
    public var segueIdentifier: String?
    /// The unwind action's selector (`unwindToNotes:`), or nil.
    public var action: String?
    /// The `animated` flag passed, or nil for a step without one.
    public var animated: Bool?
    /// The answer a question returned (`shouldPerformSegue`,
    /// `canPerformUnwindSegueAction`), or nil.
    public var answer: Bool?

    /// Creates an event.
    public init(
        _ step: Step, _ controller: NibObject, related: NibObject? = nil, segueIdentifier: String? = nil,
        action: String? = nil, animated: Bool? = nil, answer: Bool? = nil
    ) {
        self.step = step
        self.controller = controller
        self.related = related
        self.segueIdentifier = segueIdentifier
        self.action = action
        self.animated = animated
        self.answer = answer
    }

    /// What is told each event.
    public typealias Observer = @Sendable (ViewControllerEvent) -> Void

    /// The observer of the work under way, or nil.
    @TaskLocal private static var observer: Observer?

    /// Runs `body` with `observer` told every lifecycle step NibKit performs
    /// in it, on this task, as it performs it; returns what `body` returns.
    @discardableResult
    public static func observe<Value, Failure: Error>(
        _ observer: @escaping Observer, during body: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        var outcome: Result<Value, Failure>?
        $observer.withValue(observer) {
            do throws(Failure) {
                outcome = .success(try body())
            } catch {
                outcome = .failure(error)
            }
        }
        // withValue runs the operation before it returns, so there is an outcome.
        switch outcome {
        case .success(let value)?: return value
        case .failure(let error)?: throw error
        case nil: return try body()
        }
    }

    /// Tells the observer, when there is one, `event`, which is made only then.
    package static func report(_ event: @autoclosure () -> ViewControllerEvent) {
        guard let observer else { return }
        observer(event())
    }

    /// The event as a call, each controller named by its archive id (else its class):
    /// `Lst-VC-001.prepare(for: "showNote", destination: Det-VC-001)`.
    public var description: String { description(naming: Self.defaultName) }

    /// The event as a call, each controller named by `name`.
    public func description(naming name: (NibObject) -> String) -> String {
        let other = related.map(name) ?? "nil"
        let segue = segueIdentifier.map { "\"\($0)\"" } ?? "nil"
        let flag = animated.map { "\($0)" } ?? ""
        let call: String
        switch step {
        case .shouldPerformSegue:
            call = "shouldPerformSegue(withIdentifier: \(segue)) -> \(answer ?? true)"
        case .instantiate: call = "init(coder:)  // the destination of \(segue) from \(other)"
        case .prepare: call = "prepare(for: \(segue), destination: \(other))"
        case .loadView, .viewDidLoad: call = "\(step.rawValue)()"
        case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
            call = "\(step.rawValue)(\(flag))"
        case .willMoveToParent: call = "willMove(toParent: \(other))"
        case .didMoveToParent: call = "didMove(toParent: \(other))"
        case .addChild: call = "addChild(\(other))"
        case .removeFromParent: call = "removeFromParent()  // from \(other)"
        case .present: call = "present(\(other)\(animated.map { ", animated: \($0)" } ?? ""))"
        case .dismiss: call = "dismiss(\(other)\(animated.map { ", animated: \($0)" } ?? ""))"
        case .push: call = "pushViewController(\(other), animated: \(flag))"
        case .pop: call = "popToViewController(\(other), animated: \(flag))"
        case .setViewControllers: call = "setViewControllers(top: \(other), animated: \(flag))"
        case .canPerformUnwindSegueAction:
            call = "canPerformUnwindSegueAction(\(action ?? "nil"), from: \(other)) -> \(answer ?? false)"
        case .unwindTowards: call = "unwind(for: \(segue), towards: \(other))"
        case .unwindAction: call = "\(action ?? "nil")(segue: \(segue), from: \(other))"
        }
        return "\(name(controller)).\(call)"
    }

    /// An object's archive id, else its class name.
    private static func defaultName(_ object: NibObject) -> String {
        object.archiveObjectID ?? object.nibClassName
    }
}
