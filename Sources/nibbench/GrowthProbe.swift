import Foundation

/// How `load` and `compiledLoad` grow from one size to ten times it.
///
/// Each size is measured alone, in a child process of its own: in one
/// process, the heap that the larger size leaves behind slows every smaller
/// size measured after it, and the ratio reads low (Docs/Performance.md,
/// "Growth to N = 100,000"). The two sizes take turns, three times over, so
/// that a slow moment of the machine falls on both alike.
struct GrowthReport {
    /// The measurements whose growth is checked.
    static let phases: [Phase] = [.load, .compiledLoad]
    /// How many times each child runs, after how many untimed runs, and how
    /// many times the two sizes take turns.
    static let repetitions = 3
    static let warmups = 1
    static let rounds = 3

    let smaller: Int
    let larger: Int
    /// The median over the rounds of each child's median, in milliseconds,
    /// by format, measurement and size.
    var timings: [ArchiveFormat: [Phase: [Int: Double]]] = [:]

    /// `phase` at the larger size over `phase` at the smaller, for `format`.
    func ratio(_ format: ArchiveFormat, _ phase: Phase) -> Double? {
        guard let large = timings[format]?[phase]?[larger], let small = timings[format]?[phase]?[smaller],
            small > 0
        else { return nil }
        return large / small
    }
}

/// Measures a ``GrowthReport`` by running this executable again for each
/// size, format and measurement.
enum GrowthProbe {
    static func measure(
        from smaller: Int, to larger: Int, formats: [ArchiveFormat], clock: TimingClock,
        progress: (String) -> Void
    ) throws -> GrowthReport {
        var samples: [ArchiveFormat: [Phase: [Int: [Double]]]] = [:]
        for round in 1...GrowthReport.rounds {
            for size in [smaller, larger] {
                progress("growth: round \(round) of \(GrowthReport.rounds), N = \(size), each measurement alone")
                for format in formats {
                    for phase in GrowthReport.phases {
                        let milliseconds = try child(size: size, format: format, phase: phase, clock: clock)
                        samples[format, default: [:]][phase, default: [:]][size, default: []].append(milliseconds)
                    }
                }
            }
        }
        var report = GrowthReport(smaller: smaller, larger: larger)
        for (format, phases) in samples {
            for (phase, sizes) in phases {
                for (size, values) in sizes {
                    report.timings[format, default: [:]][phase, default: [:]][size] = Stopwatch.median(values)
                }
            }
        }
        return report
    }

    /// One child's median milliseconds of `phase` for `format` at `size`.
    private static func child(size: Int, format: ArchiveFormat, phase: Phase, clock: TimingClock) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = [
            "--sizes", String(size), "--phase", phase.rawValue, "--format", format.rawValue, "--clock", clock.rawValue,
            "--repeat", String(GrowthReport.repetitions), "--warmup", String(GrowthReport.warmups), "--no-memory",
            "--json",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        let bySize = object?[format.rawValue] as? [String: Any]
        let byPhase = bySize?[String(size)] as? [String: Any]
        guard process.terminationStatus == 0, let value = byPhase?[phase.rawValue] as? NSNumber else {
            throw UsageError(
                message:
                    "the growth child for \(phase.rawValue), \(format.rawValue), N = \(size) failed (status \(process.terminationStatus))"
            )
        }
        return value.doubleValue
    }
}
