import Foundation
import NibKit
import Testing

@testable import NibKitBundle
@testable import NibKitCore
@testable import NibKitLaunchImages
@testable import NibKitLoader
@testable import NibKitReader
@testable import NibKitStrings

@Suite("The diagnostics funnel and its message catalogue")
struct DiagnosticCollectorTests {
    private static let file = "F.nibxml"

    private static func at(_ line: Int, _ column: Int) -> NibKitCore.SourceLocation {
        NibKitCore.SourceLocation(file: file, line: line, column: column)
    }

    @Test("a collector keeps what is reported in order, with its place, object, class and key, and counts errors")
    func collectsInOrder() {
        var collector = DiagnosticCollector()
        #expect(!collector.hasErrors)
        collector.warning("a warning", at: Self.at(5, 1), key: "title")
        #expect(!collector.hasErrors)
        collector.error("an error", at: Self.at(2, 3), objectID: "7", className: "Label", key: "text")
        collector.report(.warning, "another warning", at: Self.at(2, 3))
        #expect(collector.hasErrors)
        #expect(collector.count == 3)
        #expect(collector.errorCount == 1)
        #expect(collector.warningCount == 2)
        #expect(collector.diagnostics.map(\.message) == ["a warning", "an error", "another warning"])
        #expect(
            collector.errors == [
                Diagnostic(.error, "an error", at: Self.at(2, 3), objectID: "7", className: "Label", key: "text")
            ])
        #expect(collector.warnings.map(\.key) == ["title", nil])
    }

    @Test("sorted orders by line and column, keeping the reported order at one place")
    func sortedByPlace() {
        var collector = DiagnosticCollector()
        collector.warning("third", at: Self.at(9, 1))
        collector.warning("second", at: Self.at(2, 8))
        collector.error("first", at: Self.at(2, 3))
        collector.warning("second, again", at: Self.at(2, 8))
        #expect(collector.sorted.map(\.message) == ["first", "second", "second, again", "third"])
        #expect(collector.diagnostics.map(\.message) == ["third", "second", "first", "second, again"])
    }

    @Test("truncating takes back what was reported after a mark, errors, counts and closing lines and all")
    func truncate() {
        var collector = DiagnosticCollector()
        collector.warning("kept", at: Self.at(1, 1))
        let mark = collector.mark
        collector.error("taken back", at: Self.at(2, 1))
        collector.warning("taken back too", at: Self.at(3, 1))
        collector.truncate(to: mark)
        #expect(collector.diagnostics.map(\.message) == ["kept"])
        #expect(!collector.hasErrors)
        #expect(collector.warningCount == 1)
        // Taken back, a diagnostic may be reported again.
        collector.error("taken back", at: Self.at(2, 1))
        #expect(collector.errorCount == 1)
        collector.truncate(to: mark)
        for line in 2...DiagnosticCollector.maximumKept { collector.warning("w", at: Self.at(line, 1)) }
        let full = collector.mark
        collector.warning("left out", at: Self.at(5_000, 1))
        collector.error("kept error", at: Self.at(5_001, 1))
        #expect(collector.warningCount == 1_001)
        collector.truncate(to: full)
        #expect(collector.count == 1_000)
        #expect(!collector.hasErrors)
        #expect(collector.diagnostics.count == 1_000)
    }

    @Test(
        "a collector keeps at most 1,000 errors and 1,000 warnings; the rest are counted and closed by one line each"
    )
    func cap() {
        var collector = DiagnosticCollector()
        for line in 1...1_500 { collector.warning("w\(line)", at: Self.at(line, 1), objectID: "o") }
        for line in 1...20_000 { collector.error("e\(line)", at: Self.at(line, 2), objectID: "o", key: "k") }
        #expect(DiagnosticCollector.maximumKept == 1_000)
        #expect(collector.errorCount == 20_000)
        #expect(collector.warningCount == 1_500)
        #expect(collector.count == 21_500)
        #expect(collector.hasErrors)
        #expect(collector.diagnostics.count == 2_002)
        let errorLine = "F.nibxml:1001:2: error: and 19000 more errors; NibKit keeps at most 1000 errors of a file"
        let warningLine =
            "F.nibxml:1001:1: warning: and 500 more warnings; NibKit keeps at most 1000 warnings of a file"
        #expect(collector.diagnostics.suffix(2).map(\.description) == [errorLine, warningLine])
        #expect(collector.errors.count == 1_001)
        #expect(collector.errors.last?.description == errorLine)
        #expect(collector.warnings.last?.description == warningLine)
        // Sorting by place keeps the closing lines last.
        #expect(collector.sorted.first?.description == "F.nibxml:1:1: warning: w1")
        #expect(collector.sorted.suffix(2).map(\.description) == [errorLine, warningLine])
        #expect(Diagnostic.sorted(collector.errors).last?.description == errorLine)
        // Another collector taking these over adds the counts up into one line.
        var outer = DiagnosticCollector()
        outer.warning("own", at: Self.at(1, 9))
        outer.append(contentsOf: collector)
        outer.append(contentsOf: collector.errors)
        #expect(outer.errorCount == 20_000 + 19_000)
        #expect(outer.warningCount == 1 + 1_500)
        #expect(outer.errors.count == 1_001)
        #expect(
            outer.errors.last?.description
                == "F.nibxml:1001:2: error: and 38000 more errors; NibKit keeps at most 1000 errors of a file")
        #expect(
            outer.warnings.last?.description
                == "F.nibxml:1000:1: warning: and 501 more warnings; NibKit keeps at most 1000 warnings of a file")
        let error = NibError(.invalidArchive, diagnostics: collector.sorted)
        #expect(error.description.hasSuffix("\n\(errorLine)\n\(warningLine)"))
    }

    @Test("one error past the cap is counted: a file of 1,000 warnings and one error still fails")
    func errorPastTheWarnings() {
        var collector = DiagnosticCollector()
        for line in 1...1_001 { collector.warning("w", at: Self.at(line, 1)) }
        collector.error("the one error", at: Self.at(2_000, 1))
        #expect(collector.hasErrors)
        #expect(collector.errors.map(\.description) == ["F.nibxml:2000:1: error: the one error"])
        #expect(
            collector.warnings.last?.description
                == "F.nibxml:1001:1: warning: and 1 more warning; NibKit keeps at most 1000 warnings of a file")
    }

    @Test("a diagnostic reported again alike (severity, message, place, object, class, key) is kept and counted once")
    func exactDuplicates() {
        var collector = DiagnosticCollector()
        for _ in 0..<100_000 {
            collector.warning("the outlet 'x' is connected twice", at: Self.at(3, 5), objectID: "7", key: "x")
        }
        collector.warning("the outlet 'x' is connected twice", at: Self.at(3, 5), objectID: "8", key: "x")
        collector.error("the outlet 'x' is connected twice", at: Self.at(3, 5), objectID: "7", key: "x")
        #expect(collector.count == 3)
        #expect(collector.diagnostics.map(\.objectID) == ["7", "8", "7"])
    }

    @Test("taking over another stage's diagnostics keeps their order and their errors")
    func appendOther() {
        var stage = DiagnosticCollector()
        stage.error("from the stage", at: Self.at(4, 1))
        var collector = DiagnosticCollector()
        collector.warning("own", at: Self.at(1, 1))
        collector.append(contentsOf: stage)
        collector.append(contentsOf: [Diagnostic(.error, "made elsewhere", at: Self.at(2, 1))])
        #expect(collector.diagnostics.map(\.message) == ["own", "from the stage", "made elsewhere"])
        #expect(collector.errorCount == 2)
    }

    @Test("a message is a literal, an interpolation, or two joined, and prints its text")
    func messageValues() {
        let literal: Diagnostic.Message = "the archive is empty"
        let name = "okBtn"
        let interpolated: Diagnostic.Message = "no key '\(name)'"
        #expect(literal.text == "the archive is empty")
        #expect(interpolated.description == "no key 'okBtn'")
        #expect((interpolated + "; it is ignored").text == "no key 'okBtn'; it is ignored")
        #expect(Diagnostic(.error, interpolated, at: Self.at(1, 1)).message == "no key 'okBtn'")
    }

    @Test("did you mean is empty without a close candidate, else names it")
    func didYouMean() {
        #expect(Diagnostic.Message.didYouMean("titel", among: ["frame", "title"]).text == "; did you mean 'title'?")
        #expect(Diagnostic.Message.didYouMean("titel", among: ["frame", "hidden"]).text == "")
    }

    @Test("unknown content is an error when reading strictly, and a warning that it is ignored when reading leniently")
    func unknownContentByMode() {
        var strict = DiagnosticCollector()
        strict.unknown("unknown element <x>", mode: .strict, at: Self.at(3, 5), objectID: "1", key: "k")
        var lenient = DiagnosticCollector()
        lenient.unknown("unknown element <x>", mode: .lenient, at: Self.at(3, 5), objectID: "1", key: "k")
        #expect(
            strict.diagnostics == [
                Diagnostic(.error, "unknown element <x>", at: Self.at(3, 5), objectID: "1", key: "k")
            ])
        #expect(
            lenient.diagnostics == [
                Diagnostic(.warning, "unknown element <x>; it is ignored", at: Self.at(3, 5), objectID: "1", key: "k")
            ])
    }

    @Test("the three XML archive parsers say the same of unknown content read leniently")
    func parsersShareTheLenientRule() {
        let nib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <nib version="1">
              <filesOwner id="owner" class="NibObject" colour="red"/>
            </nib>
            """
        let diagnostics = NibTemplate.diagnose(
            data: Data(nib.utf8), path: "F.nibxml", registry: Toolkit.registry, mode: .lenient)
        #expect(
            diagnostics == [
                Diagnostic(
                    .warning, "unknown attribute 'colour' on <filesOwner>; it is ignored", at: Self.at(3, 3),
                    objectID: "owner", className: "NibObject")
            ])
        let strict = NibTemplate.diagnose(
            data: Data(nib.utf8), path: "F.nibxml", registry: Toolkit.registry, mode: .strict)
        #expect(strict.map(\.severity) == [.error])
        #expect(strict.map(\.message) == ["unknown attribute 'colour' on <filesOwner>"])
    }

    @Test("an empty property list is refused in the same words by the reader and the linter")
    func emptyPropertyList() {
        let expected = Diagnostic(.error, Diagnostic.Message.emptyPropertyList, at: .start(of: "Info.plist"))
        #expect(PropertyListLinter.lint(data: Data(), path: "Info.plist") == [expected])
        #expect(PropertyListReader.read(Data(), path: "Info.plist").diagnostics == [expected])
        #expect(expected.message == "the file is empty; Foundation reads no property list from zero bytes")
    }

    @Test("a duplicate key is one message, naming the parser whose rule keeps the last value")
    func duplicateKeyMessage() {
        let strings = StringsTable.diagnose(data: Data("\"a\" = \"1\";\n\"a\" = \"2\";\n".utf8), path: "L.strings")
        #expect(
            strings.map(\.message) == [
                Diagnostic.Message.duplicateKey(
                    "a", replacing: NibKitCore.SourceLocation(file: "L.strings", line: 1, column: 1),
                    as: "Apple's parser"
                ).text
            ])
        let plist = PropertyListLinter.lint(
            data: Data("<plist><dict><key>a</key><string/>\n<key>a</key><string/></dict></plist>".utf8), path: "P.plist"
        )
        #expect(
            plist.map(\.message) == [
                "duplicate key 'a': this value replaces the one at 1:14, as the last one wins in Foundation"
            ])
    }

    @Test(
        "a binding whose source or observed class lacks the key says what an outlet with that key says, and names the binding"
    )
    func bindingMessagesShareUndefinedKey() throws {
        let bindings = ClassBindings(NibObject.self)
        let source = try #require(
            ConnectionRules.bindingSourceProblem(className: "Slider", bindings: bindings, binding: "level"))
        let outlet = try #require(ConnectionRules.outletProblem(className: "Slider", bindings: bindings, key: "level"))
        #expect(source.text == "Slider is not key value coding-compliant for the key 'level' (binding 'level')")
        #expect(source.text.hasPrefix(Diagnostic.Message.undefinedKey("Slider", key: "level").text))
        #expect(outlet.text.hasPrefix(Diagnostic.Message.undefinedKey("Slider", key: "level").text))
        let observed = try #require(
            ConnectionRules.bindingObservedProblem(
                className: "Profile", bindings: bindings, binding: "hidden", keyPath: "silent.flag"))
        #expect(
            observed.text
                == "Profile is not key value coding-compliant for the key 'silent' (binding 'hidden' to 'silent.flag')")
    }
}
