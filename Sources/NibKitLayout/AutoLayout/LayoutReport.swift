import Foundation
import NibKitCore
import NibKitLoader

/// What one layout pass computed: every view's frame beside the one the
/// document stored, and the problems found.
///
/// ```swift
/// let report = LayoutEngine(root: view).layout()
/// for issue in report.issues { print(issue) }
/// let moved = report.views.filter { !$0.matchesStored }
/// ```
public struct LayoutReport {
    /// Every view of the tree, the root first, in document order.
    public var views: [ViewLayout]
    /// Misplaced and ambiguous views and broken constraints, in that order
    /// of discovery: conflicts as constraints are added, then per view.
    public var issues: [LayoutIssue]

    /// Creates a report.
    public init(views: [ViewLayout] = [], issues: [LayoutIssue] = []) {
        self.views = views
        self.issues = issues
    }

    /// The layout of `view`, if it is in the tree.
    public func layout(of view: View) -> ViewLayout? {
        views.first { $0.view === view }
    }
}

/// One view's computed frame beside the frame the document stored.
///
/// Both frames are in the superview's coordinates as the document writes
/// them: an AppKit view in a superview that is not flipped measures its `y`
/// from the superview's bottom.
public struct ViewLayout {
    /// The view.
    public var view: View
    /// The id the archive gives the view, nil for a view made in code.
    public var objectID: String?
    /// The class name, as the archive names it (`UILabel`).
    public var className: String
    /// The frame the constraints give the view.
    public var computed: CGRect
    /// The frame the view had when the engine was made: the document's.
    public var stored: CGRect
    /// Whether the view's size and position were laid out by constraints
    /// (it does not translate its autoresizing mask), so that the stored
    /// frame is what Interface Builder computed from them.
    public var isConstraintBased: Bool

    /// Creates a view's layout.
    public init(
        view: View, objectID: String?, className: String, computed: CGRect, stored: CGRect,
        isConstraintBased: Bool
    ) {
        self.view = view
        self.objectID = objectID
        self.className = className
        self.computed = computed
        self.stored = stored
        self.isConstraintBased = isConstraintBased
    }

    /// Whether the computed frame is within half a point of the stored one
    /// on every edge and length: Xcode's rule for a view that is not
    /// misplaced.
    public var matchesStored: Bool { LayoutReport.distance(computed, stored) <= 0.5 }
}

extension LayoutReport {
    /// The largest difference between two frames' origins and sizes.
    static func distance(_ a: CGRect, _ b: CGRect) -> CGFloat {
        max(
            abs(a.origin.x - b.origin.x), abs(a.origin.y - b.origin.y), abs(a.size.width - b.size.width),
            abs(a.size.height - b.size.height))
    }
}

/// A problem a layout pass found: a misplaced or ambiguous view, or a
/// required constraint the engine had to break.
///
/// ```swift
/// // Main.storyboard:42:17: warning: Unable to simultaneously satisfy constraints ...
/// print(issue)
/// ```
public struct LayoutIssue: Hashable, Sendable, CustomStringConvertible {
    /// The kind of problem.
    public enum Kind: Hashable, Sendable, CustomStringConvertible {
        /// The stored frame differs from the computed one by more than half
        /// a point, as Xcode's "Frame will be different at run time".
        case misplaced
        /// The constraints do not determine the view's frame.
        case ambiguous
        /// A required constraint contradicts the others and was left out, as
        /// UIKit's "Will attempt to recover by breaking constraint".
        case conflicting

        /// `misplaced`, `ambiguous` or `conflicting`.
        public var description: String {
            switch self {
            case .misplaced: "misplaced"
            case .ambiguous: "ambiguous"
            case .conflicting: "conflicting"
            }
        }
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// The archive id of the view concerned (for a conflict, the broken
    /// constraint's first item).
    public var objectID: String?
    /// The constraints concerned: for a conflict, the broken one first, then
    /// the required ones it contradicts; for an ambiguous view, those that
    /// constrain it.
    public var constraintIDs: [String]
    /// A sentence saying what is wrong, naming the view and its class.
    public var message: String {
        get { wording.text }
        set { wording = .text(newValue) }
    }
    /// Where the document writes the view or the broken constraint.
    public var location: SourceLocation?
    /// What the message says, kept in parts until it is read: a screen's
    /// report names every misplaced or ambiguous view, and most reports
    /// are read for their frames, not their sentences.
    private var wording: Wording

    /// Creates an issue.
    public init(
        kind: Kind, objectID: String?, constraintIDs: [String] = [], message: String,
        location: SourceLocation? = nil
    ) {
        self.init(
            kind: kind, objectID: objectID, constraintIDs: constraintIDs, wording: .text(message), location: location)
    }

    init(kind: Kind, objectID: String?, constraintIDs: [String] = [], wording: Wording, location: SourceLocation?) {
        self.kind = kind
        self.objectID = objectID
        self.constraintIDs = constraintIDs
        self.wording = wording
        self.location = location
    }

    /// The parts of an issue's message.
    enum Wording: Hashable, Sendable {
        case text(String)
        /// `Frame for UILabel 'Lbl-01' will be different at run time: stored (…), computed (…)`.
        case misplaced(className: String, objectID: String?, stored: CGRect, computed: CGRect)
        /// `Ambiguous layout: UILabel 'Lbl-01' has an ambiguous width; its constraints do not determine it`.
        case ambiguous(className: String, objectID: String?, open: [String])

        var text: String {
            switch self {
            case .text(let text):
                return text
            case .misplaced(let className, let objectID, let stored, let computed):
                return
                    "Frame for \(Self.subject(className, objectID)) will be different at run time: stored \(ObjectDescription.rect(stored)), computed \(ObjectDescription.rect(computed))"
            case .ambiguous(let className, let objectID, let open):
                return
                    "Ambiguous layout: \(Self.subject(className, objectID)) has an ambiguous \(Self.list(open)); its constraints do not determine it"
            }
        }

        /// A view as a message names it: its class and its archive id.
        static func subject(_ className: String, _ objectID: String?) -> String {
            guard let objectID else { return className }
            return "\(className) '\(objectID)'"
        }

        /// `width`, `width and height`, `horizontal position, width and height`.
        static func list(_ parts: [String]) -> String {
            var text = ""
            for (index, part) in parts.enumerated() {
                if index > 0 { text += index == parts.count - 1 ? " and " : ", " }
                text += part
            }
            return text
        }
    }

    /// Issues are equal when they say the same thing about the same place.
    public static func == (a: LayoutIssue, b: LayoutIssue) -> Bool {
        a.kind == b.kind && a.objectID == b.objectID && a.constraintIDs == b.constraintIDs
            && a.location == b.location && a.message == b.message
    }

    /// Hashes what equality compares: the kind, the ids, the location and the message.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(objectID)
        hasher.combine(constraintIDs)
        hasher.combine(message)
        hasher.combine(location)
    }

    /// `path:line:col: warning: message`, or the message alone when the
    /// issue has no location.
    public var description: String {
        guard let location else { return "warning: \(message)" }
        return "\(location): warning: \(message)"
    }
}
