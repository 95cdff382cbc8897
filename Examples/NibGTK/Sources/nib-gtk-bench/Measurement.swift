import Foundation

/// The wall-clock and CPU time of one run, in milliseconds.
struct Sample {
    let wall: Double
    let cpu: Double

    /// Times `body`: the wall clock, and the CPU time of this process (all
    /// its threads; the X server's work is not counted).
    static func measure(_ body: () throws -> Void) rethrows -> Sample {
        let cpuStart = processCPUTime()
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        let wall = Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
        return Sample(wall: wall, cpu: (processCPUTime() - cpuStart) * 1e3)
    }

    private static func processCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// The samples of one case after its warm-up runs.
struct Measurement {
    let document: String
    let loader: String
    let widgets: Int
    let samples: [Sample]

    var medianWall: Double { Self.median(samples.map(\.wall)) }
    var medianCPU: Double { Self.median(samples.map(\.cpu)) }
    var minimumWall: Double { samples.map(\.wall).min() ?? 0 }
    var maximumWall: Double { samples.map(\.wall).max() ?? 0 }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// `| LoginForm.xib | NibGTK | 6 | 12.3 | 10.1 | 11.8–14.0 |`
    var row: String {
        func ms(_ value: Double) -> String { String(format: "%.1f", value) }
        return "| \(document) | \(loader) | \(widgets) | \(ms(medianWall)) | \(ms(medianCPU)) | "
            + "\(ms(minimumWall))–\(ms(maximumWall)) |"
    }

    static let header = """
        | document | loader | views | wall, median (ms) | CPU, median (ms) | wall, min–max (ms) |
        |---|---|---:|---:|---:|---:|
        """
}
