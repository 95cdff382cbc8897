import Foundation

/// `nibstress`: how the cost of every NibKit reader grows with adversarial
/// inputs, from N to 8 N. See Docs/Performance.md.
@main
enum NibStress {
    static func main() {
        let options: StressOptions
        do {
            options = try StressOptions.parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            fail("nibstress: \(error)\n\(StressOptions.usage)", status: 2)
        }
        if options.wantsHelp {
            print(StressOptions.help)
            return
        }
        let all = StressCatalog.cases
        if let name = options.child {
            guard let stressCase = all.first(where: { $0.name == name }) else { fail("no case \(name)", status: 2) }
            StressChild.run(stressCase, options: options)
        }
        let cases = options.only.isEmpty ? all : all.filter { c in options.only.contains { c.matches($0) } }
        guard !cases.isEmpty else {
            fail("nibstress: no case matches \(options.only.joined(separator: ", "))", status: 2)
        }
        if options.list {
            print(StressReport.list(cases))
            return
        }
        if !options.json { FileHandle.standardOutput.write(Data((StressReport.header() + "\n").utf8)) }
        let results = StressRunner(options: options).run(cases) { result in
            // Written at once, so that a long run shows its progress.
            if !options.json { FileHandle.standardOutput.write(Data((StressReport.line(result) + "\n").utf8)) }
        }
        print(options.json ? StressReport.json(results) : StressReport.summary(results))
        exit(results.allSatisfy(\.passes) ? 0 : 1)
    }

    private static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(status)
    }
}
