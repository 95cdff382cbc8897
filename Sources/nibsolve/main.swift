// nibsolve: the measurement of NibKit's constraint solver (issue 27). It times, in CPU time of the
// calling thread, the first solve of N independent rows of constraints, one re-solve after a
// constant changes, and one re-solve after a suggested value changes, and checks the values of
// each so that a wrong solver cannot look fast.
//
//   swift run -c release nibsolve [N ...] [--repeat K]
//
// Each row is a view between its container's edges: left >= 0, width >= 44, right == left + width,
// right <= container (required), left == 20 at priority 750, width == 100 at priority 250: six
// constraints per row, rows independent of each other. The container width of every row is an edit
// variable's, set to 320.

import BenchSupport
import Foundation
import NibKitLayout

struct Options {
    var sizes: [Int] = [1_000, 10_000]
    var repetitions = 5

    init(arguments: [String]) throws {
        var sizes: [Int] = []
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            if argument == "--repeat" {
                guard let text = iterator.next(), let count = Int(text), count > 0 else {
                    throw UsageError(message: "--repeat needs a positive count")
                }
                repetitions = count
            } else if let size = Int(argument), size > 0, size <= 1_000_000 {
                sizes.append(size)
            } else {
                throw UsageError(message: "unknown argument '\(argument)'")
            }
        }
        if !sizes.isEmpty { self.sizes = sizes }
    }
}

struct UsageError: Error {
    var message: String
}

struct Rows {
    var solver = ConstraintSolver()
    let container: SolverVariable
    var lefts: [SolverVariable] = []
    var widths: [SolverVariable] = []

    init() throws {
        container = solver.makeVariable(named: "container")
        try solver.addEditVariable(container, strength: ConstraintStrength(priority: 999))
        try solver.suggestValue(320, for: container)
    }

    /// Adds `count` rows and returns the CPU milliseconds it took.
    mutating func build(count: Int) throws -> Double {
        let start = BenchClock.threadCPU.milliseconds()
        for index in 0..<count {
            let left = solver.makeVariable(named: "left\(index)")
            let width = solver.makeVariable(named: "width\(index)")
            let right = solver.makeVariable(named: "right\(index)")
            try solver.add(LinearConstraint(id: "r\(index).a", LinearExpression(left), .greaterThanOrEqual))
            try solver.add(LinearConstraint(id: "r\(index).b", width - 44, .greaterThanOrEqual))
            try solver.add(LinearConstraint(id: "r\(index).c", right - left - width, .equal))
            try solver.add(LinearConstraint(id: "r\(index).d", right - container, .lessThanOrEqual))
            try solver.add(LinearConstraint(id: "r\(index).e", left - 20, .equal, strength: .defaultHigh))
            try solver.add(LinearConstraint(id: "r\(index).f", width - 100, .equal, strength: .defaultLow))
            lefts.append(left)
            widths.append(width)
        }
        return BenchClock.threadCPU.milliseconds() - start
    }

    func check(left expectedLeft: Double, width expectedWidth: Double, row: Int) throws {
        let left = solver.value(of: lefts[row])
        let width = solver.value(of: widths[row])
        guard abs(left - expectedLeft) < 1e-6, abs(width - expectedWidth) < 1e-6 else {
            throw UsageError(
                message: "row \(row): left \(left), width \(width); expected \(expectedLeft), \(expectedWidth)"
            )
        }
    }
}

struct Measurement {
    var firstSolve: [Double] = []
    var constantChange: [Double] = []
    var suggestion: [Double] = []
}

func measure(count: Int, repetitions: Int) throws -> Measurement {
    var measurement = Measurement()
    for _ in 0..<repetitions {
        var rows = try Rows()
        measurement.firstSolve.append(try rows.build(count: count))
        try rows.check(left: 20, width: 100, row: count - 1)

        let middle = count / 2
        var start = BenchClock.threadCPU.milliseconds()
        try rows.solver.setConstant(-30, ofConstraintWithID: "r\(middle).e")
        measurement.constantChange.append(BenchClock.threadCPU.milliseconds() - start)
        try rows.check(left: 30, width: 100, row: middle)
        try rows.check(left: 20, width: 100, row: 0)

        // Narrowing the container to 100 squeezes every row: left 20 stays (750), the width gives way (250).
        start = BenchClock.threadCPU.milliseconds()
        try rows.solver.suggestValue(100, for: rows.container)
        measurement.suggestion.append(BenchClock.threadCPU.milliseconds() - start)
        try rows.check(left: 20, width: 80, row: 0)
        try rows.check(left: 30, width: 70, row: middle)
    }
    return measurement
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func format(_ value: Double) -> String { String(format: "%10.3f", value) }

do {
    let options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
    print("nibsolve: CPU time of the calling thread, median of \(options.repetitions) runs, in milliseconds")
    print("      rows  constraints   first solve  per constraint (µs)   constant change   suggestion (all rows)")
    for count in options.sizes {
        let measurement = try measure(count: count, repetitions: options.repetitions)
        let first = median(measurement.firstSolve)
        let constraints = 6 * count
        print(
            String(format: "%10d  %11d", count, constraints), "  ", format(first), "  ",
            String(format: "%18.3f", first * 1000 / Double(constraints)), "  ",
            format(median(measurement.constantChange)), "       ", format(median(measurement.suggestion))
        )
    }
} catch let error as UsageError {
    FileHandle.standardError.write(Data("nibsolve: \(error.message)\n".utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("nibsolve: \(error)\n".utf8))
    exit(1)
}
