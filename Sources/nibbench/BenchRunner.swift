// swift-format-ignore-file: OnlyOneTrailingClosureArgument

// Each measurement passes its input as a closure argument and the timed work as the trailing
// closure: the profiles in Docs/Performance.md find the timed closure by its mangled name.
import BenchSupport
import Foundation
import NibKit

/// Runs the measurements the options ask for and collects them in a ``BenchReport``.
struct BenchRunner {
    let options: BenchOptions

    /// Progress goes to standard error, so `--json` output stays one object.
    private func progress(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    func run() throws -> BenchReport {
        var report = BenchReport(
            machine: MachineDescription.current(), clock: options.clock, targetSize: options.targetSize)
        var sizes = try options.sizes.map(prepare)
        // Rounds: every measurement of every size runs once per round, in
        // turn (a size drops out once it has its runs), so a slow moment of
        // the machine falls on all of them alike instead of on the runs of
        // one, and the ratios between them, sizes included, hold still.
        let rounds = options.sizes.map { options.warmups(for: $0) + options.repetitions(for: $0) }
        progress(
            "measuring in \(rounds.max() ?? 0) rounds: "
                + zip(options.sizes, rounds).map {
                    "N = \($0) in the first \($1) (\(options.warmups(for: $0)) untimed)"
                }
                .joined(separator: ", "))
        for round in 0..<(rounds.max() ?? 0) {
            for index in sizes.indices where round < rounds[index] {
                let isTimed = round >= options.warmups(for: sizes[index].result.size)
                for position in sizes[index].measurements.indices {
                    let milliseconds = try sizes[index].measurements[position].run()
                    if isTimed { sizes[index].samples[position].append(milliseconds) }
                }
            }
        }
        for size in sizes {
            report.sizes.append(filed(size))
        }
        report.inProcessPeakBytes = ProcessMemory.status("VmHWM")
        if options.measuresMemory, options.phase == nil, let size = options.targetSize {
            report.memory = try measureMemory(size: size)
        }
        if options.measuresLayoutSolve, options.phase == nil {
            report.layoutSolve = try LayoutSolveProbe(clock: options.clock).measure(progress: progress)
        }
        if options.measuresGrowth, options.phase == nil, let size = options.targetSize {
            report.growth = try GrowthProbe.measure(
                from: size, to: size * 10, formats: options.formats, clock: options.clock, progress: progress)
        }
        return report
    }

    // MARK: One size

    /// One size's archives, checked, and its measurements, ready to run.
    private struct PreparedSize {
        var result: SizeResult
        let measurements: [Measurement]
        var samples: [[Double]]
    }

    private func prepare(size: Int) throws -> PreparedSize {
        let layout = BenchLayout(controlCount: size)
        let registry = BenchRegistry.make(for: layout)
        let controllerType = BenchController.declaring(outlets: layout.outletCount)
        var result = SizeResult(
            size: size, repetitions: options.repetitions(for: size), warmups: options.warmups(for: size))
        var subjects: [Subject] = []
        for format in options.formats {
            let data = format == .xib ? ArchiveGenerator.xib(layout) : ArchiveGenerator.nibxml(layout)
            result.archiveBytes[format] = data.count
            subjects.append(
                Subject(
                    format: format, path: "bench-\(size).\(format.fileExtension)", data: data, registry: registry,
                    controllerType: controllerType))
            if let directory = options.archiveDirectory {
                let url = URL(fileURLWithPath: directory).appendingPathComponent(
                    "bench-\(size).\(format.fileExtension)")
                try data.write(to: url)
            }
        }
        if let directory = options.peerDirectory {
            for (name, data) in PeerArchives.all(layout) {
                try data.write(to: URL(fileURLWithPath: directory).appendingPathComponent("bench-\(size).\(name)"))
            }
        }
        if options.phase == nil {
            progress("N = \(size): checking that the archives and the hand-written code build the same graph")
            try check(subjects, layout: layout)
        }
        let phases = options.phase.map { [$0] } ?? Phase.allCases
        var measurements: [Measurement] = []
        if phases.contains(.storyboardRead) || phases.contains(.storyboardScene) {
            let storyboard = StoryboardSubject(scenes: max(size / 10, 1))
            if phases.contains(.storyboardRead) {
                measurements.append(
                    Measurement(format: nil, phase: .storyboardRead) { try measureStoryboardRead(storyboard) })
            }
            if phases.contains(.storyboardScene) {
                let runtime = try storyboard.makeRuntime()
                measurements.append(
                    Measurement(format: nil, phase: .storyboardScene) {
                        try measureStoryboardScene(runtime, identifier: storyboard.middleIdentifier)
                    })
            }
        }
        if phases.contains(.handwritten) {
            measurements.append(
                Measurement(format: nil, phase: .handwritten) {
                    measureHandwritten(layout, controllerType: controllerType)
                })
        }
        for subject in subjects {
            for phase in phases {
                switch phase {
                case .parseFloor:
                    for method in ParseFloor.Method.allCases {
                        measurements.append(
                            Measurement(format: subject.format, phase: .parseFloor, method: method) {
                                measureParseFloor(subject.data, method: method)
                            })
                    }
                case .template:
                    measurements.append(
                        Measurement(format: subject.format, phase: .template) { try measureTemplate(subject) })
                case .instantiate:
                    let template = try subject.makeTemplate()
                    measurements.append(
                        Measurement(format: subject.format, phase: .instantiate) {
                            try measureInstantiate(template, subject: subject)
                        })
                case .load:
                    measurements.append(Measurement(format: subject.format, phase: .load) { try measureLoad(subject) })
                case .compiledLoad:
                    if let compiled = CompiledForm.compile(try subject.makeTemplate()) {
                        let compiledSubject = Subject(
                            format: subject.format, path: subject.path + "c", data: compiled, registry: registry,
                            controllerType: controllerType)
                        result.compiledBytes[subject.format] = compiled.count
                        measurements.append(
                            Measurement(format: subject.format, phase: .compiledLoad) {
                                try measureCompiledLoad(compiledSubject)
                            })
                    }
                case .layout:
                    let template = try subject.makeTemplate()
                    measurements.append(
                        Measurement(format: subject.format, phase: .layout) {
                            try measureLayout(template, subject: subject)
                        })
                case .handwritten, .storyboardRead, .storyboardScene:
                    break
                }
            }
        }
        progress(
            "N = \(size): \(measurements.count) measurements, "
                + subjects.map { "\($0.format.rawValue) \($0.data.count) bytes" }.joined(separator: ", "))
        return PreparedSize(
            result: result, measurements: measurements, samples: Array(repeating: [], count: measurements.count))
    }

    /// The medians of one size's samples, filed by format and measurement.
    private func filed(_ size: PreparedSize) -> SizeResult {
        var result = size.result
        for (index, measurement) in size.measurements.enumerated() {
            let median = Stopwatch.median(size.samples[index])
            for format in measurement.format.map({ [$0] }) ?? options.formats {
                if let method = measurement.method {
                    result.floorMethods[format, default: [:]][method] = median
                    // The floor is the faster way libxml2 reads.
                    result.timings[format, default: [:]][.parseFloor] = min(
                        median, result.timings[format]?[.parseFloor] ?? .infinity)
                } else {
                    result.timings[format, default: [:]][measurement.phase] = median
                }
            }
        }
        return result
    }

    /// One measurement of one size: what its samples are filed under, and
    /// one timed run of it.
    private struct Measurement {
        /// Nil for the hand-written graph, which both formats compare with.
        let format: ArchiveFormat?
        let phase: Phase
        var method: ParseFloor.Method? = nil
        let run: () throws -> Double
    }

    private func check(_ subjects: [Subject], layout: BenchLayout) throws {
        var graphs: [(name: String, owner: BenchController)] = []
        var keepAlive: [NibInstantiation] = []
        for subject in subjects {
            let template = try subject.makeTemplate()
            for warning in template.warnings { progress("  \(warning)") }
            let owner = subject.controllerType.init()
            keepAlive.append(try template.instantiate(owner: owner))
            graphs.append((subject.format.rawValue, owner))
        }
        let owner = BenchController.declaring(outlets: layout.outletCount).init()
        let window = HandwrittenGraph.build(layout, owner: owner)
        graphs.append(("handwritten", owner))
        if let difference = GraphCheck.compare(graphs, layout: layout) {
            throw UsageError(message: "the graphs differ: \(difference)")
        }
        withExtendedLifetime((keepAlive, window)) {}
    }

    // MARK: Measurements
    //
    // Each is its own function, never inlined, so a profiler can collect one
    // of them alone (valgrind's --toggle-collect; see Docs/Performance.md).

    /// One timed run of `body`: its input is made before the clock starts,
    /// and its result is released after the clock stops.
    @inline(never)
    private func timed<Input, Output>(input: () -> Input, _ body: (Input) throws -> Output) rethrows -> Double {
        let prepared = input()
        let (milliseconds, output) = try Stopwatch.milliseconds(options.clock) { try body(prepared) }
        withExtendedLifetime(output) {}
        return milliseconds
    }

    @inline(never)
    private func measureParseFloor(_ data: Data, method: ParseFloor.Method) -> Double {
        timed(input: {}) { ParseFloor.read(data, with: method) }
    }

    @inline(never)
    private func measureTemplate(_ subject: Subject) throws -> Double {
        try timed(input: {}) { try subject.makeTemplate() }
    }

    @inline(never)
    private func measureInstantiate(_ template: NibTemplate, subject: Subject) throws -> Double {
        try timed(input: { subject.controllerType.init() }) { owner in
            try template.instantiate(owner: owner)
        }
    }

    @inline(never)
    private func measureHandwritten(_ layout: BenchLayout, controllerType: BenchController.Type) -> Double {
        timed(input: { controllerType.init() }) { owner in
            HandwrittenGraph.build(layout, owner: owner)
        }
    }

    @inline(never)
    private func measureStoryboardRead(_ storyboard: StoryboardSubject) throws -> Double {
        try timed(input: {}) { try storyboard.read() }
    }

    @inline(never)
    private func measureStoryboardScene(_ storyboard: UIStoryboard, identifier: String) throws -> Double {
        try timed(input: {}) { try storyboard.instantiateViewController(withIdentifier: identifier) }
    }

    /// The template is returned with the graph, so that, as in `template`,
    /// tearing it down happens after the clock stops.
    @inline(never)
    private func measureLoad(_ subject: Subject) throws -> Double {
        try timed(input: { subject.controllerType.init() }) { owner in
            let template = try subject.makeTemplate()
            return (template, try template.instantiate(owner: owner))
        }
    }

    @inline(never)
    private func measureCompiledLoad(_ subject: Subject) throws -> Double {
        try timed(input: { subject.controllerType.init() }) { owner in
            let template = try subject.makeTemplate()
            return (template, try template.instantiate(owner: owner))
        }
    }

    /// The graph is instantiated before the clock starts, and kept with the
    /// engine's report until it stops, so building it and tearing it down
    /// are not part of the timing.
    @inline(never)
    private func measureLayout(_ template: NibTemplate, subject: Subject) throws -> Double {
        try timed(input: { try? Self.instantiatedContentView(template, subject: subject) }) { graph in
            guard let graph else {
                throw UsageError(message: "the \(subject.format.rawValue) window has no content view")
            }
            return (graph, LayoutEngine(root: graph.contentView).layout())
        }
    }

    /// A fresh graph of `template` and its window's content view, the root the layout phase lays out.
    private static func instantiatedContentView(_ template: NibTemplate, subject: Subject) throws -> (
        owner: BenchController, graph: NibInstantiation, contentView: View
    )? {
        let owner = subject.controllerType.init()
        let graph = try template.instantiate(owner: owner)
        guard let contentView = owner.window?.contentView else { return nil }
        return (owner, graph, contentView)
    }

    // MARK: Memory

    private func measureMemory(size: Int) throws -> MemoryReport {
        let layout = BenchLayout(controlCount: size)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nibbench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var memory = MemoryReport(size: size)
        progress("N = \(size): measuring peak memory in child processes")
        memory.objects = try MemoryProbe.measure(.handwritten, layout: layout, file: nil)
        for format in options.formats {
            let data = format == .xib ? ArchiveGenerator.xib(layout) : ArchiveGenerator.nibxml(layout)
            let file = directory.appendingPathComponent("bench.\(format.fileExtension)")
            try data.write(to: file)
            memory.archiveBytes[format] = data.count
            memory.loads[format] = try MemoryProbe.measure(
                format == .xib ? .xib : .nibxml, layout: layout, file: file.path)
        }
        return memory
    }
}

/// One archive of one size, ready to load.
struct Subject {
    let format: ArchiveFormat
    let path: String
    let data: Data
    let registry: ClassRegistry
    let controllerType: BenchController.Type

    func makeTemplate() throws(NibError) -> NibTemplate {
        try NibTemplate(data: data, path: path, registry: registry)
    }
}
