import NibKit

/// File's Owner of the loading shapes' archives: it performs every action.
final class StressOwner: Responder {
    override class var performsAnyAction: Bool { true }
}

/// The control of the archive with many actions.
final class StressControl: Responder, Control {}
