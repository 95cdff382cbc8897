import BenchSupport
import Foundation

/// The measuring side: one case in a process of its own, so that its peak
/// memory is its own and a run that does not end can be stopped.
///
/// It tells the parent on standard output before each run how long the run
/// may take (`run small 10.0`), how long the first run at N took
/// (`first N seconds`), and finally prints the result
/// (`result N 8N msN ms8N peakN peak8N`) or `error MESSAGE`.
enum StressChild {
    static func run(_ stressCase: StressCase, options: StressOptions) -> Never {
        // The parent's folder, which it removes even when it had to stop this process.
        let folder = URL(
            fileURLWithPath: options.folder ?? NSTemporaryDirectory() + "/nibstress-\(getpid())-\(UUID().uuidString)")
        do {
            let small = max(1, Int((Double(stressCase.count) * options.scale).rounded()))
            let large = small * 8
            // A run at size 1 first pays for what the process does once (libxml2's and
            // Foundation's set-up), which is no part of the case's memory; a second run at
            // N would find the first one's memory free in the allocator and count none.
            say("run small \(options.ceiling)")
            _ = try stressCase.prepare(1, folder.appendingPathComponent("1")).run()
            let smallWork = try stressCase.prepare(small, folder.appendingPathComponent("n"))
            // The first run of each size is untimed: it measures the peak memory and the
            // elapsed time that sets the larger size's ceiling.
            let (smallWall, smallPeak) = firstRun(smallWork, show: options.show)
            say("first \(small) \(smallWall)")
            // Writing thousands of files can take long on a busy disk; that is not what is measured.
            say("run setup \(max(options.ceiling, 120))")
            let largeWork = try stressCase.prepare(large, folder.appendingPathComponent("8n"))
            // A run at 8 N that takes 40 times as long as one at N is far past the limit
            // already: it is stopped there (at least a second, at most the ceiling).
            let largeCeiling = min(options.ceiling, max(1, smallWall * 40))
            say("run large \(largeCeiling)")
            let (_, largePeak) = firstRun(largeWork)
            var smallTimes: [Double] = []
            var largeTimes: [Double] = []
            // The sizes alternate, so that a slow moment of the machine falls on both;
            // the fastest run of each is kept, since other processes only ever add time.
            for _ in 0..<options.repetitions {
                say("run small \(options.ceiling)")
                smallTimes.append(timed(smallWork))
                say("run large \(largeCeiling)")
                largeTimes.append(timed(largeWork))
            }
            say(
                "result \(small) \(large) \(smallTimes.min() ?? .nan) \(largeTimes.min() ?? .nan) \(smallPeak) \(largePeak)"
            )
        } catch {
            say("error \(String(describing: error).split(separator: "\n").first ?? "")")
        }
        try? FileManager.default.removeItem(at: folder)
        exit(0)
    }

    private static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Elapsed seconds of one run, and how far it raised the process's
    /// resident memory above where it started.
    private static func firstRun(_ work: StressWork, show: Bool = false) -> (seconds: Double, peak: Int) {
        ProcessMemory.resetPeak()
        let baseline = ProcessMemory.status("VmRSS") ?? 0
        let start = BenchClock.monotonic.seconds()
        let result = work.run()
        let seconds = BenchClock.monotonic.seconds() - start
        let peak = (ProcessMemory.status("VmHWM") ?? 0) - baseline
        if show {
            FileHandle.standardError.write(Data("\(String(describing: result).prefix(2_000))\n".utf8))
        }
        withExtendedLifetime(result) {}
        return (seconds, max(0, peak))
    }

    /// CPU milliseconds of one run; what it made is released after the clock stops.
    ///
    /// The process's CPU time: each case runs in a child process of its own,
    /// so this is the reader's work (any helper thread included), and time
    /// other processes take from the machine's two cores is not counted.
    private static func timed(_ work: StressWork) -> Double {
        let start = BenchClock.processCPU.milliseconds()
        let result = work.run()
        let milliseconds = BenchClock.processCPU.milliseconds() - start
        withExtendedLifetime(result) {}
        return milliseconds
    }
}
