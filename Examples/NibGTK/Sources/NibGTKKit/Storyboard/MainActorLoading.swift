/// Whether the toolkit's controllers load their views as the main actor:
/// true while the toolkit runs NibKit code from the main actor.
///
/// NibKit's view controllers load a view lazily, and some of the paths that
/// load one do not pass their caller's isolation on: `appearAsRoot()`, a
/// container's push, pop or tab change, and a segue's `perform()` load
/// views as a nonisolated caller would, so the loader would refuse the GTK
/// classes, which are main-actor classes. The toolkit calls NibKit from the
/// main actor only (a GTK signal's handler, a document's load), and these
/// paths run synchronously within the call, so a toolkit controller that
/// loads its view within ``run(_:)`` loads it as the main actor;
/// elsewhere it keeps the isolation it was given, and the loader's error
/// says what is wrong.
///
/// ```swift
/// try MainActorLoading.run { try root.appearAsRoot() }
/// // in a controller: try super.loadView(isolation: MainActorLoading.isolation(isolation))
/// ```
enum MainActorLoading {
    /// True within ``run(_:)``.
    @TaskLocal private static var isMainActor = false

    /// Runs `body`, from the main actor, with the toolkit's controllers
    /// loading their views as the main actor.
    @MainActor
    static func run<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        // The operation catches, so that the error keeps its type through withValue.
        let result = $isMainActor.withValue(true) { Result { () throws(Failure) in try body() } }
        return try result.get()
    }

    /// `isolation`, or the main actor when there is none and the caller is
    /// within ``run(_:)``.
    static func isolation(_ isolation: (any Actor)?) -> (any Actor)? {
        isolation ?? (isMainActor ? MainActor.shared : nil)
    }
}
