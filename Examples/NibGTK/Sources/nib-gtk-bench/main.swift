import CGtk4
import Foundation
import NibGTKKit
import NibKit

// nib-gtk-bench: the time from a file to a laid-out window, NibGTK beside
// GtkBuilder, for LoginForm.xib and a generated 1,000-control iOS xib.
//
// One run is: read the file, instantiate it, make and place the widgets,
// present the window, and wait for its first frame (the second frame clock
// tick, when GTK has allocated and painted it). GtkBuilder loads a `.ui` file
// with the same widgets at the same positions, written from NibGTK's layout
// of the same document, and waits for the same tick. Each case runs
// `warmUps` times unmeasured, then `runs` times; the window is closed after
// each run, outside the time.

let warmUps = 3
let runs = 21

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("nib-gtk-bench: error: \(message)\n".utf8))
    exit(1)
}

let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("ExampleNibs")
let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nib-gtk-bench-\(getpid())")

/// One way of opening a document: a run times itself up to the first frame
/// and closes what it opened after.
struct Case {
    let loader: String
    let run: @MainActor () throws -> Sample
}

/// Runs every case `warmUps + runs` times, taking turns, so that a change in
/// the machine's load falls on all of them alike.
@MainActor
func measure(_ name: String, views: Int, _ cases: [Case]) throws -> [Measurement] {
    for _ in 0..<warmUps { for entry in cases { _ = try entry.run() } }
    var samples = Array(repeating: [Sample](), count: cases.count)
    for _ in 0..<runs {
        for (index, entry) in cases.enumerated() { samples[index].append(try entry.run()) }
    }
    return zip(cases, samples).map { Measurement(document: name, loader: $0.loader, widgets: views, samples: $1) }
}

// `--write-xib PATH` writes the generated document and exits, to open it with nib-gtk.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--write-xib" {
    guard arguments.count == 2 else { fail("usage: nib-gtk-bench [--write-xib PATH]") }
    do {
        try GeneratedDocument(controls: 1_000).xib.write(toFile: arguments[1], atomically: true, encoding: .utf8)
    } catch {
        fail("cannot write \(arguments[1]): \(error)")
    }
    exit(0)
} else if !arguments.isEmpty {
    fail("usage: nib-gtk-bench [--write-xib PATH]")
}

do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let generated = directory.appendingPathComponent("Controls1000.xib")
    try GeneratedDocument(controls: 1_000).xib.write(to: generated, atomically: true, encoding: .utf8)
    let registry = ClassRegistry.gtkToolkit()

    var table: [Measurement] = []
    let documents = [
        ("LoginForm.xib", examples.appendingPathComponent("LoginForm.xib")),
        ("1,000 controls (generated xib)", generated),
    ]
    for (name, url) in documents {
        // The equivalent .ui, from NibGTK's own layout of the document.
        let reference = try GtkDocument(contentsOf: url)
        try reference.waitForFirstFrame()
        let views = reference.layout.count
        for mismatch in reference.allocationMismatches() {
            FileHandle.standardError.write(Data("nib-gtk-bench: warning: \(name): \(mismatch)\n".utf8))
        }
        let ui = directory.appendingPathComponent(url.deletingPathExtension().lastPathComponent + ".ui")
        try BuilderInterface(document: reference, imageDirectory: examples).text.write(
            to: ui, atomically: true, encoding: .utf8)
        reference.close()

        let nibGTK = Case(loader: "NibGTK (`GtkDocument`)") {
            var document: GtkDocument?
            let sample = try Sample.measure {
                document = try GtkDocument(contentsOf: url)
                try document?.waitForFirstFrame()
            }
            document?.close()
            return sample
        }
        let builder = Case(loader: "GtkBuilder (`.ui`)") {
            var window: WidgetPointer?
            let sample = Sample.measure { window = BuilderInterface.open(ui) }
            guard let window else { fail("GtkBuilder did not show \(ui.path) in time") }
            gtk_window_destroy(window.as(GtkWindow.self))
            MainLoop.drain()
            return sample
        }
        // NibKit's share: reading and validating the file into a template, no objects or widgets.
        let read = Case(loader: "NibKit read only (`NibTemplate`)") {
            try Sample.measure { _ = try NibTemplate(contentsOf: url, registry: registry, mode: .lenient) }
        }
        table += try measure(name, views: views, [nibGTK, builder, read])
    }
    print("\(warmUps) warm-up runs, then the median of \(runs) runs per case, the cases taking turns;")
    print("times from the file to the first frame (the read-only row stops at the template).\n")
    print(Measurement.header)
    for measurement in table { print(measurement.row) }
} catch let error as NibError {
    fail(error.diagnostics.map(\.description).joined(separator: "\n"))
} catch {
    fail("\(error)")
}
