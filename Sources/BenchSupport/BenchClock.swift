import Foundation

/// The clocks `nibbench` and `nibstress` time with, read through
/// `clock_gettime`: one reading for both, so that their milliseconds mean
/// the same.
package enum BenchClock: Sendable {
    /// Elapsed time (`CLOCK_MONOTONIC`): what a user waits for.
    case monotonic
    /// CPU time of the calling thread (`CLOCK_THREAD_CPUTIME_ID`): a load
    /// runs on one thread, and time other processes take from the cores is
    /// not counted.
    case threadCPU
    /// CPU time of the whole process, every thread
    /// (`CLOCK_PROCESS_CPUTIME_ID`): the reader's own work in a child
    /// process that does nothing else.
    case processCPU

    /// The clock's reading in nanoseconds.
    package func nanoseconds() -> Double {
        var time = timespec()
        clock_gettime(id, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }

    /// The clock's reading in milliseconds.
    package func milliseconds() -> Double { nanoseconds() / 1e6 }

    /// The clock's reading in seconds.
    package func seconds() -> Double { nanoseconds() / 1e9 }

    private var id: clockid_t {
        switch self {
        case .monotonic: CLOCK_MONOTONIC
        case .threadCPU: CLOCK_THREAD_CPUTIME_ID
        case .processCPU: CLOCK_PROCESS_CPUTIME_ID
        }
    }
}
