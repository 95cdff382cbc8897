import Foundation

/// The clocks and memory counters a case is measured with, the way
/// `nibbench`'s `Stopwatch` and `MemoryProbe` read them.
enum StressClock {
    /// CPU time of the whole process, in milliseconds. Each case runs in a
    /// child process of its own, so this is the reader's work (any helper
    /// thread included), and time other processes take from the machine's
    /// two cores is not counted.
    static func cpuMilliseconds() -> Double {
        read(CLOCK_PROCESS_CPUTIME_ID) / 1e6
    }

    /// Elapsed time in seconds, for the ceilings.
    static func wallSeconds() -> Double {
        read(CLOCK_MONOTONIC) / 1e9
    }

    private static func read(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }

    /// A field of `/proc/self/status` in bytes, such as `VmHWM` or `VmRSS`.
    static func status(_ field: String) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            return (line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0) * 1_024
        }
        return 0
    }

    /// Restarts the high-water mark (`echo 5 > /proc/self/clear_refs`,
    /// Linux 4.0 and later), so that the next `VmHWM` is the peak of what
    /// follows alone.
    static func resetPeak() {
        try? Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
    }
}
