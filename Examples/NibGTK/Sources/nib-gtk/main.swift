import Foundation
import NibGTKKit
import NibKit

// nib-gtk: opens an Interface Builder document (or .nibxml) as GTK windows.
// The library does the work; this file reads the arguments, runs the steps
// in order and turns errors into messages and an exit status.

func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

let options: CommandLineOptions
switch CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed): options = parsed
case .failure(let error):
    if let message = error.message { fail("nib-gtk: error: \(message)\n\(CommandLineOptions.usage)", status: 64) }
    print(CommandLineOptions.usage)
    exit(0)
}

// A mode that exits must exit: whatever GTK does, the process ends within a minute.
if !options.isInteractive { alarm(60) }

do {
    let size = options.size.map { CGSize(width: $0.width, height: $0.height) }
    let document: GtkDocument
    if let bundle = options.bundle {
        document = try GtkDocument(
            named: options.file, in: NibBundle(url: URL(fileURLWithPath: bundle)), traits: options.traits,
            externalStandIns: options.externalObjects, size: size)
    } else {
        document = try GtkDocument(
            contentsOf: URL(fileURLWithPath: options.file), externalStandIns: options.externalObjects, size: size,
            root: options.root)
    }
    try document.waitForFirstFrame()
    for mismatch in document.allocationMismatches() {
        FileHandle.standardError.write(Data("nib-gtk: warning: \(mismatch)\n".utf8))
    }
    for id in options.clicks {
        let sent = try document.click(id)
        if sent.isEmpty { print("\(id) sent no action") }
        for action in sent { print(document.describe(action)) }
    }
    // A click that performed a segue shows another view: wait until GTK has drawn it.
    try document.waitForFirstFrame()
    for id in options.menuItems {
        let sent = try document.chooseMenuItem(id)
        if sent.isEmpty { print("\(id) sent no action") }
        for action in sent { print(document.describe(action)) }
    }
    if options.printsLayout { print(LayoutEntry.json(document.layout)) }
    if let screenshot = options.screenshot { try document.writeScreenshot(to: URL(fileURLWithPath: screenshot)) }
    if options.isInteractive {
        document.runUntilClosed()
    }
    document.close()
} catch let error as NibError {
    fail(error.diagnostics.map(\.description).joined(separator: "\n"))
} catch {
    fail("nib-gtk: error: \(error)")
}
