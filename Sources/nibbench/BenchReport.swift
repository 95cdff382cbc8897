import Foundation

/// The numbers of one size.
struct SizeResult {
    let size: Int
    let repetitions: Int
    let warmups: Int
    var archiveBytes: [ArchiveFormat: Int] = [:]
    var compiledBytes: [ArchiveFormat: Int] = [:]
    /// Median milliseconds by format and measurement.
    var timings: [ArchiveFormat: [Phase: Double]] = [:]
    /// Median milliseconds of each way libxml2 reads, by format.
    var floorMethods: [ArchiveFormat: [ParseFloor.Method: Double]] = [:]
}

/// Peak memory of loading the target size, each load in its own child process.
struct MemoryReport {
    let size: Int
    var archiveBytes: [ArchiveFormat: Int] = [:]
    /// Reading the archive file and loading it.
    var loads: [ArchiveFormat: MemoryProbe.Sample] = [:]
    /// Building the graph by hand: `retained - baseline` is the objects themselves.
    var objects: MemoryProbe.Sample?

    var objectBytes: Int? { objects.map { $0.retained - $0.baseline } }

    /// The limit of a load's peak: twice the archive plus the objects.
    func limit(_ format: ArchiveFormat) -> Int? {
        guard let archive = archiveBytes[format], let objectBytes else { return nil }
        return 2 * archive + objectBytes
    }
}

/// The processor the numbers were taken on.
struct MachineDescription {
    var processor: String
    var cores: Int
    /// The one-minute load average when the run started: timings taken
    /// while other work competes for the cores are slower.
    var loadAverage: Double?

    static func current() -> MachineDescription {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let loadAverage = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?
            .split(separator: " ").first.flatMap { Double($0) }
        return MachineDescription(
            processor: model ?? "unknown processor", cores: ProcessInfo.processInfo.activeProcessorCount,
            loadAverage: loadAverage)
    }
}

/// One target of the benchmark (Docs/Performance.md, "The benchmark"), checked
/// against the numbers.
struct TargetCheck {
    let name: String
    let value: Double?
    let limit: Double
    /// True when the value must be at least the limit (a speed-up), false when at most.
    let isMinimum: Bool
    var stretch: Double? = nil

    var passed: Bool? { value.map { isMinimum ? $0 >= limit : $0 <= limit } }
    var limitText: String {
        let stretchText = stretch.map { " (stretch \(Self.format($0)))" } ?? ""
        return (isMinimum ? "≥ " : "≤ ") + Self.format(limit) + stretchText
    }

    static func format(_ number: Double) -> String { String(format: "%.2f", number) }
}

/// Everything a run measured, printed as a table or as one JSON object.
struct BenchReport {
    let machine: MachineDescription
    let clock: TimingClock
    /// The size the targets are checked at (``BenchOptions/targetSize``).
    let targetSize: Int?
    var sizes: [SizeResult] = []
    var memory: MemoryReport?
    /// The growth from the target size to ten times it, each size alone.
    var growth: GrowthReport?
    /// The rows screen's first solve and re-solve.
    var layoutSolve: LayoutSolveReport?
    /// This process's high-water mark after all sizes.
    var inProcessPeakBytes: Int?

    init(machine: MachineDescription, clock: TimingClock, targetSize: Int?) {
        self.machine = machine
        self.clock = clock
        self.targetSize = targetSize
    }

    /// The peak memory the JSON reports: a fresh process loading the target-size
    /// xib (the nibxml when only it was measured), or else this process's own
    /// high-water mark.
    var peakMemoryBytes: Int? {
        memory?.loads[.xib]?.peak ?? memory?.loads[.nibxml]?.peak ?? inProcessPeakBytes
    }

    private var formats: [ArchiveFormat] {
        ArchiveFormat.allCases.filter { format in sizes.contains { $0.timings[format] != nil } }
    }

    private func timing(_ format: ArchiveFormat, _ size: Int, _ phase: Phase) -> Double? {
        sizes.first { $0.size == size }?.timings[format]?[phase]
    }

    // MARK: Targets

    var targets: [TargetCheck] {
        guard let target = targetSize else { return [] }
        func ratio(_ numerator: Double?, _ denominator: Double?) -> Double? {
            guard let numerator, let denominator, denominator > 0 else { return nil }
            return numerator / denominator
        }
        func sum(_ first: Double?, _ second: Double?) -> Double? {
            guard let first, let second else { return nil }
            return first + second
        }
        var checks: [TargetCheck] = []
        for format in formats {
            let handwritten = timing(format, target, .handwritten)
            checks.append(
                TargetCheck(
                    name:
                        "load against reading plus building: load / (parseFloor + handwritten), \(format.rawValue), N = \(target)",
                    value: ratio(
                        timing(format, target, .load), sum(timing(format, target, .parseFloor), handwritten)),
                    limit: 2.0, isMinimum: false, stretch: 1.5))
            checks.append(
                TargetCheck(
                    name:
                        "compiled load against building by hand: compiledLoad / handwritten, \(format.rawValue), N = \(target)",
                    value: ratio(timing(format, target, .compiledLoad), handwritten), limit: 1.5, isMinimum: false,
                    stretch: 1.2))
            checks.append(
                TargetCheck(
                    name:
                        "instantiation against building by hand: instantiate / handwritten, \(format.rawValue), N = \(target)",
                    value: ratio(timing(format, target, .instantiate), handwritten), limit: 1.3, isMinimum: false))
            checks.append(
                TargetCheck(
                    name:
                        "layout against instantiation: layout / instantiate, \(format.rawValue), N = \(target)",
                    value: ratio(timing(format, target, .layout), timing(format, target, .instantiate)), limit: 1.5,
                    isMinimum: false))
        }
        // Linear growth: from each size to ten times it, from the target size up.
        for size in sizes.map(\.size) where size >= target && size % 10 == 0 {
            guard sizes.contains(where: { $0.size == size / 10 }) else { continue }
            for format in formats {
                for phase in [Phase.load, .compiledLoad] {
                    let name = phase.rawValue
                    checks.append(
                        TargetCheck(
                            name: "linear growth: \(name)(\(size)) / \(name)(\(size / 10)), \(format.rawValue)",
                            value: ratio(timing(format, size, phase), timing(format, size / 10, phase)),
                            limit: 10.5, isMinimum: false))
                }
            }
        }
        if let growth {
            for format in formats {
                for phase in GrowthReport.phases {
                    let name = phase.rawValue
                    checks.append(
                        TargetCheck(
                            name:
                                "linear growth, each size alone: \(name)(\(growth.larger)) / \(name)(\(growth.smaller)), \(format.rawValue)",
                            value: growth.ratio(format, phase), limit: 10.5, isMinimum: false))
                }
            }
        }
        if let layoutSolve {
            let size = LayoutSolveReport.resolveSize
            checks.append(
                TargetCheck(
                    name: "re-solve after one constant changes against the first solve, \(size) rows",
                    value: layoutSolve.resolveFraction, limit: 0.1, isMinimum: false))
            let smallest = LayoutSolveReport.sizes.first ?? 0
            let largest = LayoutSolveReport.sizes.last ?? 0
            // Linear growth with some allowance for the larger tableau's cache misses.
            checks.append(
                TargetCheck(
                    name: "near-linear first solve: firstSolve(\(largest)) / firstSolve(\(smallest)) rows",
                    value: layoutSolve.growth, limit: LayoutSolveReport.sizeRatio * 1.25, isMinimum: false))
        }
        if let memory {
            for format in formats {
                guard let load = memory.loads[format], let limit = memory.limit(format) else { continue }
                checks.append(
                    TargetCheck(
                        name:
                            "peak memory of a load against 2 × archive + objects, \(format.rawValue), N = \(memory.size)",
                        value: Double(load.peakAboveBaseline) / Double(limit), limit: 1, isMinimum: false))
            }
        }
        return checks
    }

    // MARK: Table

    var table: String {
        var lines = [
            "nibbench: median milliseconds (\(clock == .wall ? "elapsed" : "thread CPU") time) after a warm-up, on \(machine.processor), \(machine.cores) cores"
                + (machine.loadAverage.map { String(format: ", load average %.2f at the start", $0) } ?? ""),
            "",
        ]
        let header = [
            "format", "N", "archive", "parseFloor", "template", "instantiate", "handwritten", "load", "compiledLoad",
            "layout", "storyboardRead", "storyboardScene", "runs",
        ]
        var rows: [[String]] = [header]
        for format in formats {
            for result in sizes {
                var row = [format.rawValue, String(result.size), Self.bytes(result.archiveBytes[format])]
                for phase in Phase.allCases {
                    row.append(result.timings[format]?[phase].map { String(format: "%.3f", $0) } ?? "—")
                }
                row.append("\(result.repetitions)")
                rows.append(row)
            }
        }
        lines += Self.align(rows)
        if sizes.contains(where: { !$0.floorMethods.isEmpty }) {
            lines.append("")
            lines.append("parseFloor is the faster of: " + floorSummary)
        }
        if let memory {
            lines.append("")
            lines.append(
                "Peak memory, N = \(memory.size), each in a fresh process (above its baseline before reading the file):"
            )
            if let objects = memory.objectBytes {
                lines.append("  the objects themselves (hand-written graph, retained): \(Self.bytes(objects))")
            }
            for format in formats {
                guard let load = memory.loads[format] else { continue }
                lines.append(
                    "  \(format.rawValue) load: peak \(Self.bytes(load.peakAboveBaseline)) above a baseline of \(Self.bytes(load.baseline)) (process VmHWM \(Self.bytes(load.peak))); archive \(Self.bytes(memory.archiveBytes[format])); limit 2 × archive + objects = \(Self.bytes(memory.limit(format)))"
                )
            }
        }
        if let inProcessPeakBytes {
            lines.append("This process's VmHWM after every size: \(Self.bytes(inProcessPeakBytes))")
        }
        if let growth {
            lines.append("")
            lines.append(
                "Growth, each measurement alone in a child process (\(GrowthReport.repetitions) timed runs after \(GrowthReport.warmups) untimed), the sizes in turn \(GrowthReport.rounds) times, medians:"
            )
            var rows: [[String]] = []
            for format in formats {
                for phase in GrowthReport.phases {
                    let times = [growth.smaller, growth.larger].map { size in
                        growth.timings[format]?[phase]?[size].map { "N = \(size): " + String(format: "%.3f", $0) }
                            ?? "—"
                    }
                    rows.append([format.rawValue, phase.rawValue] + times)
                }
            }
            lines += Self.align(rows).map { "  " + $0 }
        }
        if let layoutSolve {
            lines.append("")
            lines.append(
                "Layout of a screen of independent rows of constrained views (iOS xib, 4 constraints a row), median of \(LayoutSolveReport.repetitions) after \(LayoutSolveReport.warmups) untimed:"
            )
            let first = LayoutSolveReport.sizes.map { size in
                "\(size) rows " + (layoutSolve.firstSolve[size].map { String(format: "%.3f", $0) } ?? "—")
            }
            lines.append("  first solve: " + first.joined(separator: ", "))
            lines.append(
                "  re-solve of \(LayoutSolveReport.resolveSize) rows after one row's height changes: "
                    + (layoutSolve.resolve.map { String(format: "%.3f", $0) } ?? "—"))
        }
        let checks = targets
        if !checks.isEmpty {
            lines.append("")
            lines.append("Targets:")
            var rows: [[String]] = []
            for check in checks {
                let verdict = check.passed.map { $0 ? "pass" : "FAIL" } ?? "not measured"
                rows.append([check.name, check.value.map(TargetCheck.format) ?? "—", check.limitText, verdict])
            }
            lines += Self.align(rows).map { "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }

    private var floorSummary: String {
        var parts: [String] = []
        for format in formats {
            for result in sizes {
                guard let methods = result.floorMethods[format] else { continue }
                let text = ParseFloor.Method.allCases.compactMap { method in
                    methods[method].map { "\(method.rawValue) \(String(format: "%.3f", $0))" }
                }
                parts.append("\(format.rawValue) \(result.size): \(text.joined(separator: ", "))")
            }
        }
        return parts.joined(separator: "; ")
    }

    private static func align(_ rows: [[String]]) -> [String] {
        let widths = (0..<(rows.map(\.count).max() ?? 0)).map { column in
            rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }
    }

    static func bytes(_ count: Int?) -> String {
        guard let count else { return "—" }
        let value = Double(count)
        if value >= 1_048_576 { return String(format: "%.1f MB", value / 1_048_576) }
        if value >= 1_024 { return String(format: "%.1f KB", value / 1_024) }
        return "\(count) B"
    }

    // MARK: JSON

    /// One JSON object: the timings by format first (`xib`, `nibxml`), `peakMemoryBytes`,
    /// then the details.
    var json: String {
        func number(_ value: Double?) -> String {
            guard let value, value.isFinite else { return "null" }
            return String(format: "%.3f", value)
        }
        func integer(_ value: Int?) -> String { value.map(String.init) ?? "null" }
        func object(_ entries: [(String, String)]) -> String {
            "{" + entries.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
        }
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        var top: [(String, String)] = []
        for format in formats {
            top.append(
                (
                    format.rawValue,
                    object(
                        sizes.map { result in
                            (
                                String(result.size),
                                object(Phase.allCases.map { ($0.rawValue, number(result.timings[format]?[$0])) })
                            )
                        })
                ))
        }
        top.append(("peakMemoryBytes", integer(peakMemoryBytes)))
        top.append(
            (
                "archiveBytes",
                object(
                    formats.map { format in
                        (format.rawValue, object(sizes.map { (String($0.size), integer($0.archiveBytes[format])) }))
                    })
            ))
        top.append(
            (
                "compiledBytes",
                object(
                    formats.map { format in
                        (format.rawValue, object(sizes.map { (String($0.size), integer($0.compiledBytes[format])) }))
                    })
            ))
        top.append(
            (
                "parseFloorMethods",
                object(
                    formats.map { format in
                        (
                            format.rawValue,
                            object(
                                sizes.map { result in
                                    (
                                        String(result.size),
                                        object(
                                            ParseFloor.Method.allCases.map {
                                                ($0.rawValue, number(result.floorMethods[format]?[$0]))
                                            })
                                    )
                                })
                        )
                    })
            ))
        top.append(
            (
                "runs",
                object(
                    sizes.map {
                        (String($0.size), object([("warmup", String($0.warmups)), ("timed", String($0.repetitions))]))
                    })
            ))
        if let memory {
            var entries: [(String, String)] = [
                ("controls", String(memory.size)), ("objectBytes", integer(memory.objectBytes)),
            ]
            for format in formats {
                guard let load = memory.loads[format] else { continue }
                entries.append(
                    (
                        format.rawValue,
                        object([
                            ("archiveBytes", integer(memory.archiveBytes[format])),
                            ("baselineBytes", String(load.baseline)),
                            ("peakBytes", String(load.peak)),
                            ("peakAboveBaselineBytes", String(load.peakAboveBaseline)),
                            ("limitBytes", integer(memory.limit(format))),
                        ])
                    ))
            }
            top.append(("memory", object(entries)))
        }
        if let growth {
            var entries: [(String, String)] = [("from", String(growth.smaller)), ("to", String(growth.larger))]
            for format in formats {
                entries.append(
                    (
                        format.rawValue,
                        object(
                            GrowthReport.phases.map { phase in
                                (
                                    phase.rawValue,
                                    object(
                                        [growth.smaller, growth.larger].map {
                                            (String($0), number(growth.timings[format]?[phase]?[$0]))
                                        })
                                )
                            })
                    ))
            }
            top.append(("growth", object(entries)))
        }
        if let layoutSolve {
            top.append(
                (
                    "layoutSolve",
                    object([
                        (
                            "firstSolve",
                            object(LayoutSolveReport.sizes.map { (String($0), number(layoutSolve.firstSolve[$0])) })
                        ),
                        ("resolveRows", String(LayoutSolveReport.resolveSize)),
                        ("resolve", number(layoutSolve.resolve)),
                    ])
                ))
        }
        top.append(("inProcessPeakBytes", integer(inProcessPeakBytes)))
        top.append(("clock", quoted(clock.rawValue)))
        top.append(("targetSize", integer(targetSize)))
        top.append(
            (
                "targets",
                "["
                    + targets.map { check in
                        object([
                            ("name", quoted(check.name)), ("value", number(check.value)),
                            ("limit", number(check.limit)),
                            ("atLeast", String(check.isMinimum)),
                            ("passed", check.passed.map(String.init) ?? "null"),
                        ])
                    }.joined(separator: ", ") + "]"
            ))
        top.append(
            (
                "machine",
                object([
                    ("processor", quoted(machine.processor)), ("cores", String(machine.cores)),
                    ("loadAverage", number(machine.loadAverage)),
                ])
            ))
        return object(top)
    }
}
