// swift-format-ignore-file: OnlyOneTrailingClosureArgument

// As in BenchRunner, the timed work is the trailing closure, found by its mangled name.
import Foundation
import NibKit

/// How long Auto Layout takes to lay out a screen of constrained views the
/// first time, and again after one constraint's constant changes.
///
/// The screen is an iOS xib (``RowsScreen``) loaded with NibKit's standard
/// UIKit classes: rows that each hang from the root view alone, so the cost
/// of a first solve should grow linearly with the rows, and a re-solve after
/// one row's height changes should touch that row only.
struct LayoutSolveReport {
    /// The screens whose first solve is measured, in rows.
    static let sizes = [250, 500, 1_000, 2_000]
    /// The screen whose re-solve is measured.
    static let resolveSize = 1_000
    /// Timed runs of each, after untimed ones.
    static let repetitions = 11
    static let warmups = 2

    /// Median milliseconds of the first layout, by rows.
    var firstSolve: [Int: Double] = [:]
    /// Median milliseconds of the layout after one constant changes, at ``resolveSize``.
    var resolve: Double?

    /// The re-solve over the first solve of the same screen.
    var resolveFraction: Double? {
        guard let resolve, let first = firstSolve[Self.resolveSize], first > 0 else { return nil }
        return resolve / first
    }

    /// The first solve of the largest screen over the smallest's.
    var growth: Double? {
        guard let smallest = Self.sizes.first, let largest = Self.sizes.last,
            let small = firstSolve[smallest], let large = firstSolve[largest], small > 0
        else { return nil }
        return large / small
    }

    /// How many times larger the largest screen is than the smallest.
    static var sizeRatio: Double { Double(sizes.last ?? 1) / Double(sizes.first ?? 1) }
}

/// Measures a ``LayoutSolveReport``.
struct LayoutSolveProbe {
    let clock: TimingClock

    func measure(progress: (String) -> Void) throws -> LayoutSolveReport {
        var report = LayoutSolveReport()
        let registry = ClassRegistry.standard(for: .iOS)
        var templates: [Int: NibTemplate] = [:]
        for rows in LayoutSolveReport.sizes {
            templates[rows] = try NibTemplate(
                data: RowsScreen.xib(rows: rows), path: "rows-\(rows).xib", registry: registry)
        }
        progress(
            "layout solve: first solve of \(LayoutSolveReport.sizes.map(String.init).joined(separator: ", ")) rows, re-solve of \(LayoutSolveReport.resolveSize)"
        )
        var firstSamples: [Int: [Double]] = [:]
        var resolveSamples: [Double] = []
        // Rounds, as in BenchRunner: each screen once per round, in turn.
        for round in 0..<(LayoutSolveReport.warmups + LayoutSolveReport.repetitions) {
            let isTimed = round >= LayoutSolveReport.warmups
            for rows in LayoutSolveReport.sizes {
                guard let template = templates[rows] else { continue }
                let milliseconds = try measureFirstSolve(template, rows: rows)
                if isTimed { firstSamples[rows, default: []].append(milliseconds) }
            }
            if let template = templates[LayoutSolveReport.resolveSize] {
                let milliseconds = try measureResolve(template, rows: LayoutSolveReport.resolveSize)
                if isTimed { resolveSamples.append(milliseconds) }
            }
        }
        report.firstSolve = firstSamples.mapValues(Stopwatch.median)
        report.resolve = Stopwatch.median(resolveSamples)
        return report
    }

    /// A fresh graph of the screen and its root view.
    private static func screen(_ template: NibTemplate) throws -> (graph: NibInstantiation, root: View) {
        let graph = try template.instantiate()
        guard let root = graph.object(withID: RowsScreen.rootID) as? View else {
            throw UsageError(message: "the rows screen has no root view")
        }
        return (graph, root)
    }

    @inline(never)
    private func measureFirstSolve(_ template: NibTemplate, rows: Int) throws -> Double {
        let (graph, root) = try Self.screen(template)
        let (milliseconds, report) = Stopwatch.milliseconds(clock) { LayoutEngine(root: root).layout() }
        try RowsScreen.check(report, rows: rows, changedRow: nil)
        withExtendedLifetime(graph) {}
        return milliseconds
    }

    @inline(never)
    private func measureResolve(_ template: NibTemplate, rows: Int) throws -> Double {
        let (graph, root) = try Self.screen(template)
        let engine = LayoutEngine(root: root)
        engine.layout()
        let changed = rows / 2
        guard let constraint = RowsScreen.heightConstraint(ofRow: changed, in: graph) else {
            throw UsageError(message: "the rows screen has no height constraint for row \(changed)")
        }
        let (milliseconds, report) = Stopwatch.milliseconds(clock) {
            engine.update(constant: RowsScreen.changedHeight, for: constraint)
        }
        try RowsScreen.check(report, rows: rows, changedRow: changed)
        withExtendedLifetime(graph) {}
        return milliseconds
    }
}

/// The screen ``LayoutSolveProbe`` lays out: an iOS xib whose root view,
/// 390 points wide, holds `rows` views, each pinned by four constraints to
/// the root view alone (leading and trailing 20, top `8 + 44 × row`,
/// height 36), so no row depends on another.
enum RowsScreen {
    static let rootID = "Scr-Vw-000"
    static let width = 390.0
    static let rowHeight = 36.0
    static let changedHeight = 40.0

    static func rowID(_ row: Int) -> String { "row-\(row)" }
    static func heightID(_ row: Int) -> String { "row-\(row)-h" }

    /// Where row `row` is in the root view, at `height`.
    static func frame(ofRow row: Int, height: Double = rowHeight) -> CGRect {
        CGRect(x: 20, y: 8 + 44 * Double(row), width: width - 40, height: height)
    }

    static func xib(rows: Int) -> Data {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <device id="retina6_0" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="\(rootID)">
                        <rect key="frame" x="0.0" y="0.0" width="\(Int(width))" height="\(16 + 44 * rows)"/>
                        <subviews>

            """
        for row in 0..<rows {
            let frame = frame(ofRow: row)
            text += """
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(rowID(row))">
                                <rect key="frame" x="\(Int(frame.origin.x))" y="\(Int(frame.origin.y))" width="\(Int(frame.size.width))" height="\(Int(frame.size.height))"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="\(Int(rowHeight))" id="\(heightID(row))"/>
                                </constraints>
                            </view>

                """
        }
        text += """
                        </subviews>
                        <constraints>

            """
        for row in 0..<rows {
            let id = rowID(row)
            text += """
                            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="\(rootID)" secondAttribute="leading" constant="20" id="\(id)-l"/>
                            <constraint firstItem="\(rootID)" firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" constant="20" id="\(id)-r"/>
                            <constraint firstItem="\(id)" firstAttribute="top" secondItem="\(rootID)" secondAttribute="top" constant="\(8 + 44 * row)" id="\(id)-t"/>

                """
        }
        text += """
                        </constraints>
                    </view>
                </objects>
            </document>

            """
        return Data(text.utf8)
    }

    /// The height constraint of row `row` in an instantiated screen.
    static func heightConstraint(ofRow row: Int, in graph: NibInstantiation) -> LayoutConstraint? {
        graph.object(withID: heightID(row)) as? LayoutConstraint
    }

    /// Checks that every row is where its constraints put it, so that a
    /// wrong layout cannot look fast.
    static func check(_ report: LayoutReport, rows: Int, changedRow: Int?) throws {
        // The changed row is misplaced: its stored frame is the document's.
        let changedID = changedRow.map(rowID)
        if let issue = report.issues.first(where: { $0.kind != .misplaced || $0.objectID != changedID }) {
            throw UsageError(message: "the rows screen has layout issues: \(issue.message)")
        }
        var seen = 0
        for view in report.views {
            guard let id = view.objectID, id.hasPrefix("row-"), let row = Int(id.dropFirst(4)) else { continue }
            let expected = frame(ofRow: row, height: row == changedRow ? changedHeight : rowHeight)
            guard abs(view.computed.origin.y - expected.origin.y) < 0.01,
                abs(view.computed.size.height - expected.size.height) < 0.01,
                abs(view.computed.size.width - expected.size.width) < 0.01
            else {
                throw UsageError(message: "row \(row) is laid out at \(view.computed), not \(expected)")
            }
            seen += 1
        }
        guard seen == rows else { throw UsageError(message: "the layout has \(seen) rows, not \(rows)") }
    }
}
