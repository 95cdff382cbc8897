import BenchSupport

/// Which clock times a run, as `--clock` names it.
enum TimingClock: String {
    /// Elapsed time (the monotonic clock): what a user waits for.
    case wall
    /// CPU time of this thread: less disturbed when other processes compete
    /// for the cores, and the same as wall time on an idle machine, since a
    /// load runs on one thread and does no I/O.
    case cpu

    /// The clock it reads.
    var source: BenchClock { self == .wall ? .monotonic : .threadCPU }
}

/// Times code and summarises repeated timings.
enum Stopwatch {
    /// Runs `body` once and returns how long it took in milliseconds, with
    /// its result, which the caller releases after the clock has stopped, so
    /// tearing down a graph is never part of a timing.
    static func milliseconds<Result>(_ clock: TimingClock, _ body: () throws -> Result) rethrows -> (
        milliseconds: Double, result: Result
    ) {
        let start = clock.source.milliseconds()
        let result = try body()
        return (clock.source.milliseconds() - start, result)
    }

    /// The median of `samples`: the middle one, or the mean of the two middle ones.
    static func median(_ samples: [Double]) -> Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
