import Foundation

/// This process's memory as the kernel accounts it (`/proc/self`, Linux):
/// what `nibbench`'s peak-memory children and `nibstress`'s cases read.
package enum ProcessMemory {
    /// A field of `/proc/self/status` in bytes, such as `VmHWM` (the
    /// high-water mark of resident memory) or `VmRSS`; nil when the file or
    /// the field cannot be read.
    package static func status(_ field: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
            return kilobytes.map { $0 * 1_024 }
        }
        return nil
    }

    /// Restarts the high-water mark (`echo 5 > /proc/self/clear_refs`,
    /// Linux 4.0 and later), so that the next `VmHWM` is the peak of what
    /// follows alone.
    package static func resetPeak() {
        try? Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
    }
}
