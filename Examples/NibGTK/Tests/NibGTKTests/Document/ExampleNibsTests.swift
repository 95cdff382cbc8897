import Foundation
import NibGTKKit
import NibKit
import Testing

/// Every document of the repository's ExampleNibs folder opens as GTK
/// windows, but Broken.nibxml, which is broken on purpose.
@Suite("Every ExampleNibs document in GTK")
@MainActor
struct ExampleNibsTests {
    /// The documents, listed from the folder so a new one is tried too.
    nonisolated static let documents: [String] = {
        let folder = Documents.example("")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { ["xib", "nibxml", "storyboard"].contains(($0 as NSString).pathExtension) }
            .filter { $0 != "Broken.nibxml" }.sorted()
    }()

    @Test("the folder's documents are found")
    func found() {
        #expect(Self.documents.count >= 9)
    }

    @Test("each opens and lays out every GTK view at a finite, non-negative size", arguments: documents)
    func opens(name: String) throws {
        let document = try GtkDocument(
            contentsOf: Documents.example(name), externalStandIns: name == "MainWindow.nibxml" ? ["AppDelegate"] : [])
        defer { document.close() }
        try document.waitForFirstFrame()
        #expect(!document.layout.isEmpty)
        for entry in document.layout {
            #expect(entry.frame.width.isFinite && entry.frame.height.isFinite, "\(entry.id)")
            #expect(entry.frame.width >= 0 && entry.frame.height >= 0, "\(entry.id)")
        }
    }

    @Test("Flow.storyboard shows its navigation controller's root controller, Notes, under a navigation bar")
    func navigationStoryboard() throws {
        let document = try GtkDocument(contentsOf: Documents.example("Flow.storyboard"))
        defer { document.close() }
        let navigation = try #require(document.owner as? UINavigationController)
        #expect(navigation.topViewController?.title == "Notes")
        #expect(document.storyboardWindow?.shownController === navigation.topViewController)
        #expect(document.storyboardWindow?.navigationBar?.title == "Notes")
        #expect(document.hosts.first?.root === navigation.topViewController?.viewIfLoaded)
    }

    @Test("Broken.nibxml fails with NibKit's located errors, as nibtool reports them")
    func broken() throws {
        let error = try #require(throws: NibError.self) {
            _ = try GtkDocument(contentsOf: Documents.example("Broken.nibxml"))
        }
        #expect(error.code == .invalidArchive)
        #expect(
            error.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }.contains(
                "30:3: duplicate object id 'button'; it is first used at 23:3"))
        #expect(error.diagnostics.allSatisfy { $0.location.file.hasSuffix("Broken.nibxml") })
    }
}
