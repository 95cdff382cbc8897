/// One measurement of the benchmark, named as in its table and JSON.
enum Phase: String, CaseIterable {
    /// libxml2 reading the bytes with no work per node (the faster of SAX2 and the streaming reader).
    case parseFloor
    /// Bytes to a validated `NibTemplate`.
    case template
    /// A template to a live graph, through the whole lifecycle.
    case instantiate
    /// The same graph built by plain Swift.
    case handwritten
    /// Bytes to a live graph: `template` and `instantiate` together.
    case load
    /// NibKit's compiled form to a live graph.
    case compiledLoad
    /// The instantiated window's content view laid out by Auto Layout
    /// (`LayoutEngine(root:).layout()`), its controls placed by their frames.
    case layout
    /// A generated iOS storyboard of N / 10 scenes (``StoryboardGenerator``)
    /// read into a `NibStoryboard`: its cost per scene must not grow with the scenes.
    case storyboardRead
    /// One scene of that storyboard, the one in the middle, instantiated by
    /// `UIStoryboard` with its segue templates: its cost must not grow with
    /// the number of scenes the storyboard has.
    case storyboardScene

    /// Whether it is measured once per format; the hand-written graph and
    /// the storyboard read no archive of the format, and both formats compare
    /// with the one measurement.
    var readsArchive: Bool { self != .handwritten && self != .storyboardRead && self != .storyboardScene }
}

/// The two forms of the same graph the benchmark loads.
enum ArchiveFormat: String, CaseIterable {
    /// A Cocoa `.xib` as Xcode writes it.
    case xib
    /// NibKit's own `.nibxml`.
    case nibxml

    var fileExtension: String { rawValue }
}

/// A mistake on the command line: the message, printed with the usage, and exit status 2.
struct UsageError: Error {
    var message: String
}

/// The command line of `nibbench`.
struct BenchOptions {
    var json = false
    var sizes = [100, 1_000, 10_000]
    /// The size whose numbers the targets are checked against.
    static let targetSize = 10_000
    /// Whether to measure the growth from the target size to ten times it (``GrowthProbe``).
    var measuresGrowth = false
    /// Timed runs per measurement; nil chooses by size.
    var repetitions: Int?
    /// Untimed runs before them; nil chooses by size.
    var warmups: Int?
    /// Runs only this measurement (for profiling).
    var phase: Phase?
    var formats = ArchiveFormat.allCases
    var measuresMemory = true
    /// Whether to measure the solve and re-solve of the rows screen (``LayoutSolveProbe``).
    var measuresLayoutSolve = true
    var clock = TimingClock.wall
    /// Where to write the generated archives, to look at or lint them.
    var archiveDirectory: String?
    /// Where to write the same graph as the peers' files (`PeerArchives`), for `Scripts/peers.sh`.
    var peerDirectory: String?
    /// Set in the child processes that measure peak memory.
    var memoryChild: MemoryProbe.Subject?
    var memoryChildFile: String?
    var wantsHelp = false
    /// Prints the measurements instead of running them.
    var listsMeasurements = false

    static let usage =
        "usage: nibbench [--json] [--sizes 100,1000,10000] [--growth] [--repeat N] [--warmup N] [--phase NAME] [--format xib|nibxml] [--clock wall|cpu] [--no-memory] [--no-layout-solve] [--write-archives DIR] [--write-peers DIR] [--list-measurements]"

    static let help = """
        \(usage)

        Generates, for each size N, a Cocoa .xib with a window, a content view and N controls
        (buttons and text fields with cells, frames, titles, colors and actions to File's Owner,
        N/10 outlets and an outlet collection) and the same graph in NibKit's .nibxml, then
        measures in this process, in rounds that run every measurement of every size once in
        turn, the median of the timed rounds in milliseconds:

          parseFloor    libxml2 reading the bytes with no work per node (faster of SAX2 and xmlTextReader)
          template      bytes to a validated NibTemplate
          instantiate   template to a live graph through the whole lifecycle (registered classes)
          handwritten   the same graph built by plain Swift: the floor for instantiate
          load          bytes to a live graph (template + instantiate)
          compiledLoad  NibKit's compiled form to a live graph
          layout        the instantiated window's content view laid out by LayoutEngine (its
                        controls' autoresizing masks become constraints)
          storyboardRead   a generated iOS storyboard of N / 10 scenes (a navigation controller
                           and scenes of 10 controls, each with a show segue to the next) read
                           into a NibStoryboard: at most linear in the scenes
          storyboardScene  one scene of that storyboard instantiated by UIStoryboard with its
                           segue templates: the same at every N

        and the peak memory of loading N = 10000 (else the largest N) in a fresh child process,
        then a screen of independent rows of constrained views (LayoutSolveProbe): the first solve
        of 250, 500, 1000 and 2000 rows and the re-solve of 1000 rows after one constant changes;
        then checks the targets.

        Options:
          --json               print one JSON object instead of the table
          --sizes LIST         comma-separated control counts (default 100,1000,10000)
          --growth             also check that load and compiledLoad grow at most 10.5 times from
                               N = 10000 to N = 100000: each measured alone in a child process
                               (3 timed runs after 1 untimed), the two sizes in turn, three times,
                               the medians compared (in one process, the heap the larger size
                               leaves would slow the smaller: Docs/Performance.md)
          --repeat N           timed rounds (default 5 for N >= 100000, 11 for N >= 10000,
                               21 for N >= 1000, 101 below)
          --warmup N           untimed rounds first (default 1 for N >= 10000, else 3)
          --phase NAME         run only one measurement (for profiling); one of
                               \(Phase.allCases.map(\.rawValue).joined(separator: ", "))
          --format xib|nibxml  measure one format only
          --clock wall|cpu     time elapsed time (default) or this thread's CPU time, which
                               other processes competing for the cores disturb less
          --no-memory          skip the peak-memory child processes
          --no-layout-solve    skip the rows screen's solve and re-solve
          --write-archives DIR also write the generated archives to DIR
          --write-peers DIR    also write the same graph as GtkBuilder and Qt .ui files to DIR
                               (bench-N.gtk-widgets.ui, .gtk-objects.ui, .qt.ui, .qt-connections.ui, .outlets.txt)
          --list-measurements  print each measurement's format (- for handwritten, which reads
                               no archive) and phase, one a line, and measure nothing

        How the cost grows on hostile shapes is nibstress's to check (Docs/Performance.md).
        """

    static func parse(_ arguments: [String]) throws(UsageError) -> BenchOptions {
        var options = BenchOptions()
        var remaining = arguments[...]
        func value(for name: String) throws(UsageError) -> String {
            guard let value = remaining.popFirst() else { throw UsageError(message: "\(name) needs a value") }
            return value
        }
        func count(_ text: String, for name: String, minimum: Int) throws(UsageError) -> Int {
            guard let number = Int(text), number >= minimum else {
                throw UsageError(message: "\(name) needs a whole number of at least \(minimum), not '\(text)'")
            }
            return number
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h":
                options.wantsHelp = true
            case "--json":
                options.json = true
            case "--growth":
                options.measuresGrowth = true
            case "--clock":
                let name = try value(for: argument)
                guard let clock = TimingClock(rawValue: name) else {
                    throw UsageError(message: "unknown clock '\(name)'; expected wall or cpu")
                }
                options.clock = clock
            case "--no-memory":
                options.measuresMemory = false
            case "--no-layout-solve":
                options.measuresLayoutSolve = false
            case "--sizes":
                let list = try value(for: argument)
                var sizes: [Int] = []
                for item in list.split(separator: ",", omittingEmptySubsequences: false) {
                    sizes.append(try count(String(item), for: "--sizes", minimum: 1))
                }
                guard sizes.allSatisfy({ $0 / 10 <= BenchController.maximumOutlets }) else {
                    throw UsageError(message: "--sizes: at most \(BenchController.maximumOutlets * 10) controls")
                }
                options.sizes = Array(Set(sizes)).sorted()
            case "--repeat":
                options.repetitions = try count(try value(for: argument), for: argument, minimum: 1)
            case "--warmup":
                options.warmups = try count(try value(for: argument), for: argument, minimum: 0)
            case "--phase":
                let name = try value(for: argument)
                guard let phase = Phase(rawValue: name) else {
                    throw UsageError(message: "unknown phase '\(name)'")
                }
                options.phase = phase
            case "--format":
                let name = try value(for: argument)
                guard let format = ArchiveFormat(rawValue: name) else {
                    throw UsageError(message: "unknown format '\(name)'; expected xib or nibxml")
                }
                options.formats = [format]
            case "--list-measurements":
                options.listsMeasurements = true
            case "--write-archives":
                options.archiveDirectory = try value(for: argument)
            case "--write-peers":
                options.peerDirectory = try value(for: argument)
            case "--memory-child":
                let name = try value(for: argument)
                guard let subject = MemoryProbe.Subject(rawValue: name) else {
                    throw UsageError(message: "unknown memory subject '\(name)'")
                }
                options.memoryChild = subject
            case "--memory-file":
                options.memoryChildFile = try value(for: argument)
            default:
                throw UsageError(message: "unknown argument '\(argument)'")
            }
        }
        return options
    }

    /// The size the targets and the peak memory are measured at: N = 10,000
    /// when it is measured, else the largest N.
    var targetSize: Int? {
        sizes.contains(Self.targetSize) ? Self.targetSize : sizes.last
    }

    /// Each measurement a run of every phase makes, by format and phase:
    /// what `--list-measurements` prints, and what an instruction budget
    /// covers (Scripts/instruction-budget.sh).
    var measurements: [(format: ArchiveFormat?, phase: Phase)] {
        Phase.allCases.flatMap { phase in
            phase.readsArchive ? formats.map { (format: $0, phase: phase) } : [(format: nil, phase: phase)]
        }
    }

    func repetitions(for size: Int) -> Int {
        repetitions ?? (size >= 100_000 ? 5 : size >= 10_000 ? 11 : size >= 1_000 ? 21 : 101)
    }

    func warmups(for size: Int) -> Int {
        warmups ?? (size >= 10_000 ? 1 : 3)
    }
}
