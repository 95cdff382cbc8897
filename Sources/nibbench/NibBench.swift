import Foundation

/// `nibbench`: how fast NibKit turns archives into live objects, against
/// libxml2's own reading speed and hand-written Swift. See Docs/Performance.md.
@main
enum NibBench {
    static func main() {
        let options: BenchOptions
        do {
            options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            fail("nibbench: \(error.message)\n\(BenchOptions.usage)", status: 2)
        }
        if options.wantsHelp {
            print(BenchOptions.help)
            return
        }
        if options.listsMeasurements {
            for (format, phase) in options.measurements { print("\(format?.rawValue ?? "-")\t\(phase.rawValue)") }
            return
        }
        do {
            if let subject = options.memoryChild {
                try MemoryProbe.runChild(
                    subject, layout: BenchLayout(controlCount: options.sizes.last ?? 0), file: options.memoryChildFile)
            }
            let report = try BenchRunner(options: options).run()
            print(options.json ? report.json : report.table)
        } catch let error as UsageError {
            fail("nibbench: \(error.message)", status: 1)
        } catch {
            fail("nibbench: \(error)", status: 1)
        }
    }

    private static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(status)
    }
}
