import Foundation
import NibKit
import Testing

@testable import NibKitBundle
@testable import NibKitCore
@testable import NibKitLaunchImages
@testable import NibKitLoader
@testable import NibKitReader
@testable import NibKitStrings

@Suite("What NibKit may read: regular files inside the folder or bundle given")
struct ContainedFolderTests {
    @Test("an archive's image linked out of its folder is refused at the element; one linked inside loads")
    func archiveImageLinks() throws {
        let folder = try TemporaryBundle(name: "archives")
        try Data("SECRET".utf8).write(to: folder.outside.appendingPathComponent("secret.png"))
        try folder.link("pw.png", to: "/etc/passwd")
        try folder.link("secret.png", to: "../secret.png")
        try folder.write("Inside/real.png", "inside")
        try folder.link("inside.png", to: "Inside/real.png")
        try folder.fifo("pipe.png")
        for (image, message) in [
            ("pw.png", "'pw.png' is a symbolic link leading outside the folder"),
            ("secret", "'secret.png' is a symbolic link leading outside the folder"),
            ("pipe.png", "'pipe.png' is not a regular file but a FIFO"),
        ] {
            let url = try folder.write(
                "Escape.nibxml",
                "<nib version=\"1\">\n  <object id=\"o\" class=\"Holder\">\n    <image key=\"i\" name=\"\(image)\"/>\n  </object>\n</nib>\n"
            )
            do {
                _ = try NibTemplate(contentsOf: url, registry: .dynamic).instantiate()
                Issue.record("\(image) was loaded")
            } catch {
                #expect(error.code == .unreadableFile)
                #expect(error.diagnostics.first?.location.line == 3)
                #expect(error.diagnostics.first?.message == "cannot read the image '\(image)': \(message)")
            }
        }
        let url = try folder.write(
            "Inside.nibxml",
            "<nib version=\"1\">\n  <object id=\"o\" class=\"Holder\">\n    <image key=\"i\" name=\"inside\"/>\n  </object>\n</nib>\n"
        )
        let graph = try NibTemplate(contentsOf: url, registry: .dynamic).instantiate()
        let holder = try #require(graph.object(withID: "o") as? DynamicObject)
        #expect((holder.values["i"] as? NibResource)?.data == Data("inside".utf8))
    }

    @Test("a walk enters each folder once, however many links lead back to it")
    func walkVisitsOnce() throws {
        let tree = try TemporaryBundle(name: "Tree")
        try tree.write("a/b/file", "x")
        for index in 0..<6 {
            try tree.link("a/here\(index)", to: ".")
            try tree.link("a/b/root\(index)", to: "../..")
        }
        let walk = ContainedFolder(root: tree.root, noun: "folder").walk(tree.root)
        #expect(walk.files.map { $0.path.dropFirst(tree.root.path.count) } == ["/a/b/file"])
        #expect(walk.refusals.isEmpty)
    }

    @Test("a walk stops at the documented depth and says where")
    func walkDepthLimit() throws {
        let tree = try TemporaryBundle(name: "Deep")
        let depth = ContainedFolder.maximumDepth + 3
        let path = (0..<depth).map { "d\($0)" }.joined(separator: "/")
        try tree.write(path + "/file", "x")
        let walk = ContainedFolder(root: tree.root, noun: "folder").walk(tree.root)
        #expect(walk.files.isEmpty)
        let limit = (0...ContainedFolder.maximumDepth).map { "d\($0)" }.joined(separator: "/")
        #expect(
            walk.refusals.map(\.description) == [
                "'\(limit)' is nested more than 32 folders deep; NibKit looks no deeper"
            ])
    }

    @Test("a path is inside only component by component, and only through links that stay inside")
    func containment() throws {
        #expect(ContainedFolder.isInside("/tmp/a", "/tmp/a"))
        #expect(ContainedFolder.isInside("/tmp/a/b", "/tmp/a"))
        #expect(!ContainedFolder.isInside("/tmp/ab", "/tmp/a"))
        #expect(ContainedFolder.isInside("/etc", "/"))
        let tree = try TemporaryBundle(name: "Root")
        try tree.link("zero", to: "/dev/zero")
        try tree.link("loop", to: "loop")
        try tree.link("dangling", to: "nothing")
        let folder = ContainedFolder(root: tree.root, noun: "folder")
        func refusal(_ name: String) -> String? {
            if case .refused(let refusal) = folder.entry(at: tree.root.appendingPathComponent(name)) {
                return refusal.description
            }
            return nil
        }
        #expect(refusal("zero") == "'zero' is a symbolic link leading outside the folder")
        #expect(refusal("../Root/../..") == "'../Root/../..' lies outside the folder")
        #expect(refusal("loop") == "'loop' cannot be read: too many levels of symbolic links")
        if case .missing = folder.entry(at: tree.root.appendingPathComponent("dangling")) {
        } else {
            Issue.record("a link to nothing is not missing")
        }
    }

    @Test("a FIFO or a device named directly is refused at once, never opened for a blocking read")
    func specialFiles() throws {
        let tree = try TemporaryBundle(name: "Special")
        try tree.fifo("pipe.png")
        let pipe = tree.root.appendingPathComponent("pipe.png")
        #expect(throws: ContainedFolder.Refusal.Reason.notRegular("a FIFO")) {
            try ContainedFolder.readRegularFile(atPath: pipe.path)
        }
        #expect(throws: ContainedFolder.Refusal.Reason.notRegular("a character device")) {
            try ContainedFolder.readRegularFile(atPath: "/dev/zero")
        }
        #expect(throws: ContainedFolder.Refusal.Reason.directory) {
            try ContainedFolder.readRegularFile(atPath: tree.root.path)
        }
        do {
            _ = try PNGHeader(contentsOf: pipe)
            Issue.record("a FIFO was read as a PNG")
        } catch {
            #expect("\(error)" == "'\(pipe.relativePath)' is not a regular file but a FIFO")
        }
        for path in ["pipe.png", "pipe"] {
            try tree.fifo("Operands/\(path)")
            let url = tree.root.appendingPathComponent("Operands/\(path)")
            #expect(
                NibTemplate.diagnose(contentsOf: url, registry: .dynamic).map(\.message) == [
                    "cannot read the file: it is not a regular file but a FIFO"
                ])
        }
    }

    @Test("a file is read whole, or its first bytes only")
    func reading() throws {
        let tree = try TemporaryBundle(name: "Read")
        let bytes = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0) })
        let url = try tree.write("big", bytes)
        let folder = ContainedFolder(root: tree.root, noun: "folder")
        #expect(try folder.read(url) == bytes)
        #expect(try folder.read(url, upTo: 4) == bytes.prefix(4))
        try tree.write("empty", Data())
        #expect(try folder.read(tree.root.appendingPathComponent("empty")).isEmpty)
        #expect(
            throws: ContainedFolder.Refusal(
                path: "none", noun: "folder", reason: .missing,
                file: tree.root.appendingPathComponent("none").relativePath)
        ) {
            try folder.read(tree.root.appendingPathComponent("none"))
        }
    }

    @Test("a file longer than the size fstat gives is read whole: /proc gives 0")
    func readingPastTheStatedSize() throws {
        let data = try ContainedFolder.readRegularFile(atPath: "/proc/self/stat")
        #expect(String(decoding: data, as: UTF8.self).hasPrefix("\(getpid()) ("))
        #expect(data.last == UInt8(ascii: "\n"))
    }
}
