import Foundation

/// The results as a table or JSON, and the list of cases.
enum StressReport {
    /// The width of the case column, room for the longest name (`nibxml/repetition-actions:instantiate`).
    private static let nameWidth = 40

    static func header() -> String {
        pad("case", nameWidth) + pad("N", 9) + lpad("ms at N", 10) + lpad("ms at 8N", 11) + lpad("ratio", 8)
            + lpad("MB at N", 9) + lpad("MB at 8N", 10) + lpad("ratio", 8) + "  (limit \(Int(StressRunner.limit)))"
    }

    static func line(_ result: StressRunner.Result) -> String {
        let verdict = result.passes ? "pass" : "FAIL"
        guard result.problem == nil else {
            return pad(result.name, nameWidth) + verdict + ": " + (result.problem ?? "")
        }
        let memory = result.memoryPasses ? "" : " (memory)"
        let time = result.timePasses ? "" : " (time)"
        return pad(result.name, nameWidth) + pad(String(result.small), 9)
            + String(
                format: "%10.2f %10.2f %7.1f  %8.1f %9.1f %7.1f  ", result.milliseconds, result.largeMilliseconds,
                result.ratio, megabytes(result.peak), megabytes(result.largePeak), result.memoryRatio)
            + verdict + time + memory
    }

    static func summary(_ results: [StressRunner.Result]) -> String {
        let failed = results.filter { !$0.passes }
        guard !failed.isEmpty else { return "nibstress: all \(results.count) cases grow linearly" }
        return "nibstress: \(failed.count) of \(results.count) cases grow faster than linearly: "
            + failed.map(\.name).joined(separator: ", ")
    }

    static func json(_ results: [StressRunner.Result]) -> String {
        let objects = results.map { result -> [String: Any] in
            var object: [String: Any] = [
                "case": result.name, "n": result.small, "pass": result.passes,
                "peakBytesAtN": result.peak, "peakBytesAt8N": result.largePeak,
            ]
            if result.milliseconds.isFinite { object["millisecondsAtN"] = result.milliseconds }
            if result.largeMilliseconds.isFinite {
                object["millisecondsAt8N"] = result.largeMilliseconds
                object["ratio"] = result.ratio
                object["memoryRatio"] = result.memoryRatio
            }
            if let problem = result.problem { object["problem"] = problem }
            return object
        }
        let data =
            (try? JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    static func list(_ cases: [StressCase]) -> String {
        cases.map { "\(pad($0.name, nameWidth))N = \($0.count): \($0.summary)" }.joined(separator: "\n")
    }

    private static func megabytes(_ bytes: Int) -> Double { Double(bytes) / 1_048_576 }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text.padding(toLength: width, withPad: " ", startingAt: 0)
    }

    private static func lpad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
