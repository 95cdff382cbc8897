import Foundation
import NibKit

/// `nibbench --growth`: archives of one hostile shape each, at N and 10 N
/// elements, and the time of the phases that shape stresses. Linear work
/// grows about ten times from N to 10 N, quadratic work a hundred times; a
/// ratio above ``limit`` fails the check, with a non-zero exit status.
///
/// A check of how the cost grows, not of how fast it is: the ratio of two
/// runs on the same machine, in the same process, moments apart.
struct GrowthCheck {
    /// The largest time ratio between 10 N and N that passes.
    static let limit = 15.0

    /// The archive shapes that once cost quadratic time in small files.
    enum Shape: String, CaseIterable {
        /// One control with N actions to File's Owner, each its own selector.
        case actionsOnOneControl = "actions on one control"
        /// One object with N properties, each its own key.
        case propertiesOnOneObject = "properties on one object"
        /// N named colors in `<resources>`, each used by one view.
        case namedColors = "named colors"
        /// One element no table knows with N children, each its own name,
        /// for N up to a tenth of the names a document may use (at most 400).
        case unknownElementChildren = "children of one unknown element"
        /// The same with N children for any N: past the names a document may
        /// use, refused as soon as it passes them.
        case unknownElementManyNames = "unknown element, past the name limit"

        /// The smaller size of the shape, when the check's size is `size`.
        func count(for size: Int) -> Int {
            self == .unknownElementChildren ? min(size, 400) : size
        }
    }

    /// What is timed.
    enum Step: String {
        /// Bytes to a validated template, as `nibtool lint` and `inspect` read.
        case template
        /// A template to a live graph, as `nibtool trace` and an application load.
        case instantiate
        /// A template to its compiled form and back, as `nibtool compile` and a compiled load.
        case compile
    }

    /// One shape's timing of one step at N and 10 N.
    struct Result {
        let shape: Shape
        let step: Step
        let size: Int
        let milliseconds: Double
        let tenfoldMilliseconds: Double
        var ratio: Double { tenfoldMilliseconds / max(milliseconds, 0.001) }
        var passes: Bool { ratio <= GrowthCheck.limit }
    }

    let size: Int
    let clock: TimingClock
    /// Timed runs of each step at each size. The fastest is kept: what other
    /// processes take from this one only ever adds time, and a ratio of two
    /// medians moves with the load of a shared machine.
    let repetitions: Int

    /// Progress goes to standard error, so the table stays alone on standard output.
    private func progress(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    func run() throws -> [Result] {
        var results: [Result] = []
        for shape in Shape.allCases {
            let count = shape.count(for: size)
            let small = try prepare(shape, count: count)
            let large = try prepare(shape, count: count * 10)
            for step in Self.steps(of: shape) {
                progress("\(shape.rawValue), \(step.rawValue): N = \(count) and \(count * 10)")
                // The two sizes alternate, so a slow moment of the machine falls on both.
                var smallTimes: [Double] = []
                var largeTimes: [Double] = []
                for round in 0...repetitions {
                    let smallTime = try time(step, of: small)
                    let largeTime = try time(step, of: large)
                    // The first round is untimed.
                    guard round > 0 else { continue }
                    smallTimes.append(smallTime)
                    largeTimes.append(largeTime)
                }
                results.append(
                    Result(
                        shape: shape, step: step, size: count, milliseconds: smallTimes.min() ?? .nan,
                        tenfoldMilliseconds: largeTimes.min() ?? .nan))
            }
        }
        return results
    }

    /// The phases a shape stresses.
    static func steps(of shape: Shape) -> [Step] {
        switch shape {
        case .actionsOnOneControl: return [.template, .instantiate]
        case .propertiesOnOneObject: return [.template, .instantiate, .compile]
        case .namedColors, .unknownElementChildren, .unknownElementManyNames: return [.template]
        }
    }

    /// The table printed, one line a shape and step, and the verdict.
    static func table(_ results: [Result]) -> String {
        var lines = [
            "shape".padding(toLength: 38, withPad: " ", startingAt: 0)
                + "step         N          N ms      10 N ms   ratio  (limit \(Int(limit)))"
        ]
        for result in results {
            lines.append(
                result.shape.rawValue.padding(toLength: 38, withPad: " ", startingAt: 0)
                    + result.step.rawValue.padding(toLength: 13, withPad: " ", startingAt: 0)
                    + String(result.size).padding(toLength: 8, withPad: " ", startingAt: 0)
                    + String(
                        format: "%10.3f %12.3f %7.2f  ", result.milliseconds, result.tenfoldMilliseconds, result.ratio)
                    + (result.passes ? "pass" : "FAIL"))
        }
        let failed = results.filter { !$0.passes }.count
        lines.append(
            failed == 0
                ? "growth: every shape grows linearly"
                : "growth: \(failed) of \(results.count) grow faster than linearly")
        return lines.joined(separator: "\n")
    }

    // MARK: The archives

    /// One shape's archive at one size, with what its steps need.
    private struct Subject {
        let data: Data
        let path: String
        let registry: ClassRegistry
        /// The template, or nil for an archive NibKit refuses.
        let template: NibTemplate?
    }

    private func prepare(_ shape: Shape, count: Int) throws -> Subject {
        let (data, path) = Self.archive(shape, count: count)
        var registry = ClassRegistry.dynamic
        registry.register(GrowthOwner.self, as: "GrowthOwner")
        registry.register(GrowthControl.self, as: "GrowthControl")
        if shape == .unknownElementManyNames {
            // Refused, with the error that says why, or the check measures something else.
            let message = NibTemplate.diagnose(data: data, path: path, registry: registry).first?.message ?? ""
            guard message.contains("distinct element and attribute names") else {
                throw GrowthError(
                    message: "\(shape.rawValue): the archive of \(count) names was not refused for its names")
            }
            return Subject(data: data, path: path, registry: registry, template: nil)
        }
        let template = try NibTemplate(data: data, path: path, registry: registry)
        // Each shape must load whole, or its timing would measure an early failure.
        let graph = try template.instantiate(owner: GrowthOwner())
        switch shape {
        case .actionsOnOneControl:
            guard let control = graph.topLevelObjects.first as? GrowthControl, control.targetActions.count == count
            else {
                throw GrowthError(message: "\(shape.rawValue): the control did not get its \(count) actions")
            }
        case .propertiesOnOneObject:
            guard let object = graph.topLevelObjects.first as? DynamicObject, object.values.count == count else {
                throw GrowthError(message: "\(shape.rawValue): the object did not get its \(count) properties")
            }
        case .namedColors, .unknownElementChildren, .unknownElementManyNames:
            guard !graph.topLevelObjects.isEmpty else {
                throw GrowthError(message: "\(shape.rawValue): the archive made no objects")
            }
        }
        return Subject(data: data, path: path, registry: registry, template: template)
    }

    /// The archive of `shape` with `count` elements, and its file name.
    static func archive(_ shape: Shape, count: Int) -> (data: Data, path: String) {
        var out = ""
        switch shape {
        case .actionsOnOneControl:
            out +=
                #"<nib version="1"><filesOwner id="owner" class="GrowthOwner"/><object id="c" class="GrowthControl"><connections>"#
            for index in 0..<count {
                out += #"<action selector="a\#(index):" target="owner" event="touchUpInside"/>"#
                out += "\n"
            }
            out += "</connections></object></nib>\n"
            return (Data(out.utf8), "actions-\(count).nibxml")
        case .propertiesOnOneObject:
            out += #"<nib version="1"><object id="o" class="Anything">"#
            for index in 0..<count {
                out += #"<string key="k\#(index)">v</string>"#
                out += "\n"
            }
            out += "</object></nib>\n"
            return (Data(out.utf8), "properties-\(count).nibxml")
        case .namedColors:
            out += xibHeader + "<objects>\n"
            for index in 0..<count {
                out += #"<view id="v\#(index)"><color key="backgroundColor" name="c\#(index)"/></view>"#
                out += "\n"
            }
            out += "</objects><resources>\n"
            for index in 0..<count {
                out +=
                    #"<namedColor name="c\#(index)"><color red="0.5" green="0.25" blue="0.125" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>"#
                out += "\n"
            }
            out += "</resources></document>\n"
            return (Data(out.utf8), "colors-\(count).xib")
        case .unknownElementChildren, .unknownElementManyNames:
            out += xibHeader + #"<objects><view id="v"><unheardOf key="thing">"# + "\n"
            for index in 0..<count {
                out += "<child\(index)/>\n"
            }
            out += "</unheardOf></view></objects></document>\n"
            return (Data(out.utf8), "unknown-\(count).xib")
        }
    }

    private static let xibHeader = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">

        """

    // MARK: Timing

    private func time(_ step: Step, of subject: Subject) throws -> Double {
        switch step {
        case .template:
            guard subject.template != nil else {
                return Stopwatch.milliseconds(clock) {
                    try? NibTemplate(data: subject.data, path: subject.path, registry: subject.registry)
                }.milliseconds
            }
            return try Stopwatch.milliseconds(clock) {
                try NibTemplate(data: subject.data, path: subject.path, registry: subject.registry)
            }.milliseconds
        case .instantiate:
            guard let template = subject.template else { throw GrowthError(message: "no template to instantiate") }
            let owner = GrowthOwner()
            return try Stopwatch.milliseconds(clock) { try template.instantiate(owner: owner) }.milliseconds
        case .compile:
            guard let template = subject.template else { throw GrowthError(message: "no template to compile") }
            return try Stopwatch.milliseconds(clock) {
                try NibTemplate(data: template.compiledData(), registry: subject.registry)
            }.milliseconds
        }
    }
}

/// A growth check that could not run: an archive that did not load as meant.
struct GrowthError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// The owner of the growth archives: it performs every action.
final class GrowthOwner: Responder {
    override class var performsAnyAction: Bool { true }
}

/// The control of the growth archive with many actions.
final class GrowthControl: Responder, Control {}
