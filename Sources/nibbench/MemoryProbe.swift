import BenchSupport
import Foundation
import NibKit

/// Peak memory, read from the kernel's accounting of this process
/// (``ProcessMemory``, `/proc/self/status`), and measured for one load in a
/// fresh child process so that nothing else the benchmark did (generating
/// archives, earlier sizes, the allocator's retained pages) is counted.
enum MemoryProbe {
    /// What a child process measures.
    enum Subject: String {
        /// Read the .xib file and load it (template and instantiate).
        case xib
        /// Read the .nibxml file and load it.
        case nibxml
        /// Build the graph by hand: the size of the objects themselves.
        case handwritten
    }

    /// One child's numbers, in bytes.
    struct Sample {
        /// Resident memory before the archive is read.
        var baseline: Int
        /// The process's high-water mark after the load (`VmHWM`).
        var peak: Int
        /// Resident memory after the load, the graph still alive.
        var retained: Int

        /// How far the load raised the process above its baseline.
        var peakAboveBaseline: Int { peak - baseline }
    }

    /// Runs this executable again to measure `subject` for `layout`, the
    /// archive (if any) read from `file`.
    static func measure(_ subject: Subject, layout: BenchLayout, file: String?) throws -> Sample {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        var arguments = ["--memory-child", subject.rawValue, "--sizes", String(layout.controlCount)]
        if let file { arguments += ["--memory-file", file] }
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let numbers = String(decoding: data, as: UTF8.self).split(separator: " ").compactMap {
            Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard process.terminationStatus == 0, numbers.count == 3 else {
            throw UsageError(
                message: "the memory child for \(subject.rawValue) failed (status \(process.terminationStatus))")
        }
        return Sample(baseline: numbers[0], peak: numbers[1], retained: numbers[2])
    }

    /// The child's side: measures, prints `baseline peak retained` and exits.
    static func runChild(_ subject: Subject, layout: BenchLayout, file: String?) throws -> Never {
        let registry = BenchRegistry.make(for: layout)
        let owner = BenchController.declaring(outlets: layout.outletCount).init()
        let baseline = ProcessMemory.status("VmRSS") ?? 0
        var graph: NibInstantiation?
        switch subject {
        case .xib, .nibxml:
            guard let file else { throw UsageError(message: "--memory-child \(subject.rawValue) needs --memory-file") }
            // As an application loads a file: the template reads it, and the
            // bytes go once it is made.
            let template = try NibTemplate(contentsOf: URL(fileURLWithPath: file), registry: registry)
            graph = try template.instantiate(owner: owner)
        case .handwritten:
            HandwrittenGraph.build(layout, owner: owner)
        }
        let peak = ProcessMemory.status("VmHWM") ?? 0
        let retained = ProcessMemory.status("VmRSS") ?? 0
        withExtendedLifetime((graph, owner)) {
            print(baseline, peak, retained)
        }
        exit(0)
    }
}
