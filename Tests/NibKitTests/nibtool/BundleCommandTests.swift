import Foundation
import NibKit
import Testing

@testable import NibKitBundle
@testable import NibKitCore
@testable import NibKitLaunchImages
@testable import NibKitLoader
@testable import NibKitReader
@testable import NibKitStrings

@Suite("nibtool on bundles")
struct BundleCommandTests {
    @Test("resolve prints the chosen file relative to the bundle as the last line")
    func resolve() throws {
        let ipad = try nibtool(
            "resolve", "ExampleNibs/Example.app", "Hand.png", "--device", "ipad", "--scale", "2", "--languages",
            "fr-CA,fr,en")
        #expect(ipad.status == 0)
        #expect(ipad.stdout.split(separator: "\n").last == "Hand@2x~ipad.png")
        let iphone = try nibtool("resolve", "ExampleNibs/Example.app", "Hand.png", "--device", "iphone", "--scale", "2")
        #expect(iphone.stdout.split(separator: "\n").last == "Hand.png")
        let strings = try nibtool(
            "resolve", "ExampleNibs/Example.app", "InfoPlist.strings", "--languages", "fr-CA,fr,en", "--json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(strings.stdout.utf8)) as? [String: Any])
        #expect(json["path"] as? String == "fr.lproj/InfoPlist.strings")
        #expect(json["localizations"] as? [String] == ["fr"])
        let missing = try nibtool("resolve", "ExampleNibs/Example.app", "Nothing.png")
        #expect(missing.status == 1 && missing.stdout.isEmpty)
        #expect(missing.stderr.hasPrefix("ExampleNibs/Example.app:1:1: error: no resource named 'Nothing.png'"))
        #expect(try nibtool("resolve", "ExampleNibs/Example.app", "Hand", "--device", "tv").status == 2)
    }

    @Test("bundle lint passes the example bundle and fails a broken one")
    func bundleLint() throws {
        let good = try nibtool("bundle", "lint", "ExampleNibs/Example.app")
        #expect(good.status == 0 && good.stderr.isEmpty)
        let bundle = try TemporaryBundle(name: "Broken.app")
        try bundle.writePlist("Info.plist", ["CFBundleIdentifier": "not a bundle id"])
        let bad = try nibtool("bundle", "lint", bundle.root.path)
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("error: CFBundleIdentifier 'not a bundle id' is not a reverse-DNS string"))
        #expect(try nibtool("bundle", "check", "ExampleNibs/Example.app").status == 2)
    }

    @Test("bundle lint, resolve and launch-image come back at once from an Info.plist that expands exponentially")
    func hostileInfoPlist() throws {
        let bundle = try TemporaryBundle(name: "Hostile.app")
        try bundle.write("Info.plist", BinaryPropertyListBuilder.doublingDictionary(depth: 60))
        try bundle.write("Hand.png", "png")
        try bundle.write("Default.png", "png")
        let lint = try nibtool("bundle", "lint", bundle.root.path)
        #expect(lint.status == 1)
        #expect(
            lint.stderrLines.first
                == "Hostile.app/Info.plist:1:1: error: the Info.plist is not a readable property list: the binary property list expands to more than \(BinaryPropertyListGraph.maximumValues) values, at object 44 (at byte 161): its arrays and dictionaries refer to the same objects again and again, and each reference is read as a copy (rule: every bundle has a readable Info.plist)"
        )
        // The bundle is used as one without an Info.plist.
        let resolve = try nibtool("resolve", bundle.root.path, "Hand.png")
        #expect(resolve.status == 0 && resolve.stdout.split(separator: "\n").last == "Hand.png")
        let launch = try nibtool(
            "launch-image", bundle.root.path, "--device", "iphone", "--orientation", "portrait", "--scale", "1")
        #expect(launch.stdout.split(separator: "\n").last == "Default.png")
        // Both say they went on without the Info.plist, and why.
        for run in [resolve, launch] {
            #expect(
                run.stderrLines == [
                    "\(bundle.root.path)/Info.plist:1:1: warning: the Info.plist is not a readable property list, so it is left out: the binary property list expands to more than \(BinaryPropertyListGraph.maximumValues) values, at object 44 (at byte 161): its arrays and dictionaries refer to the same objects again and again, and each reference is read as a copy"
                ])
        }
        let plistLint = try nibtool("lint", bundle.root.appendingPathComponent("Info.plist").path)
        #expect(
            plistLint.status == 1
                && plistLint.stderr.contains(
                    ":1:1: error: the binary property list expands to more than \(BinaryPropertyListGraph.maximumValues) values"
                ))
    }

    @Test("trace and dump find a localized, device-specific nib in a bundle")
    func traceInBundle() throws {
        let ipad = try nibtool(
            "trace", "MainWindow", "--bundle", "ExampleNibs/Example.app", "--device", "ipad", "--json")
        #expect(ipad.status == 0)
        let events = try #require(
            (try JSONSerialization.jsonObject(with: Data(ipad.stdout.utf8)) as? [String: Any])?["events"]
                as? [[String: Any]])
        #expect(events.first?["name"] as? String == "Hand")
        let french = try nibtool(
            "dump", "Greeting", "--bundle", "ExampleNibs/Example.app", "--languages", "fr", "--json")
        #expect(french.status == 0)
        #expect(french.stdout.contains(#""text": "Bonjour !""#))
        let english = try nibtool(
            "dump", "Greeting", "--bundle", "ExampleNibs/Example.app", "--languages", "en", "--json")
        #expect(english.stdout.contains(#""text": "Hello!""#))
    }

    @Test("launch-image prints the chosen image, or storyboard:NAME when a launch storyboard is named")
    func launchImage() throws {
        func choose(_ arguments: String...) throws -> (status: Int32, last: String?) {
            let run = try nibtool(["launch-image", "ExampleNibs/Example.app"] + arguments)
            return (run.status, run.stdout.split(separator: "\n").last.map(String.init))
        }
        #expect(try choose("--device", "iphone", "--orientation", "portrait", "--scale", "2").last == "Default@2x.png")
        #expect(
            try choose("--device", "iphone", "--orientation", "portrait", "--scale", "2", "--screen", "568h").last
                == "Default-568h@2x.png")
        #expect(
            try choose("--device", "ipad", "--orientation", "landscapeLeft", "--scale", "2").last
                == "Default-Landscape@2x~ipad.png")
        #expect(
            try choose("--device", "ipad", "--orientation", "portraitUpsideDown", "--scale", "1").last
                == "Default-Portrait~ipad.png")
        #expect(try choose("--device", "ipad", "--orientation", "sideways").status == 2)

        let bundle = try TemporaryBundle(name: "Launch.app")
        try bundle.writePlist("Info.plist", ["UILaunchStoryboardName": "LaunchScreen"])
        try bundle.write("Default.png", BundleLintTests.png(width: 320, height: 480))
        let storyboard = try nibtool("launch-image", bundle.root.path, "--device", "iphone")
        #expect(storyboard.stdout.split(separator: "\n").last == "storyboard:LaunchScreen")
        let empty = try TemporaryBundle(name: "Empty.app")
        try empty.writePlist("Info.plist", [:])
        #expect(try nibtool("launch-image", empty.root.path, "--device", "iphone").status == 1)
    }

    @Test("launch-image and bundle lint of a bundle with 20,000 URL schemes and 2,000 launch images")
    func thousandsOfSchemes() throws {
        let bundle = try BundleLintTests.manySchemes(name: "Schemes.app")
        let chosen = try nibtool(
            "launch-image", bundle.root.path, "--device", "iphone", "--scale", "2", "--url-scheme", "s19990")
        #expect(chosen.status == 0)
        #expect(chosen.stdout.split(separator: "\n").last == "Default-s19990-Portrait@2x~iphone.png")
        let undeclared = try nibtool(
            "launch-image", bundle.root.path, "--device", "iphone", "--scale", "2", "--url-scheme", "s19991")
        #expect(undeclared.status == 1)
        #expect(
            undeclared.stderr
                == "\(bundle.root.path):1:1: error: no launch image for iphone portrait @2x opening s19991:\n")
        let lint = try nibtool("bundle", "lint", bundle.root.path)
        #expect(lint.status == 1)
        #expect(lint.stderrLines.count == 5)
        #expect(
            lint.stderrLines.contains(
                "Schemes.app/Default-s7-568h@2x.png:1:1: error: launch image 'Default-s7-568h@2x.png': -568h must be the first modifier after the basename (rule: launch image name)"
            ))
    }

    @Test("resolve takes a name without its extension, and names a refused file instead of resolving it")
    func resolveWithoutExtension() throws {
        let hand = try nibtool("resolve", "ExampleNibs/Example.app", "Hand")
        #expect(hand.status == 0)
        #expect(hand.stdout.split(separator: "\n").last == "Hand.png")
        let ipad = try nibtool("resolve", "ExampleNibs/Example.app", "Hand", "--device", "ipad", "--scale", "2")
        #expect(ipad.stdout.split(separator: "\n").last == "Hand@2x~ipad.png")
        let bundle = try TemporaryBundle(name: "Links.app")
        try bundle.link("pw.png", to: "/etc/passwd")
        try bundle.fifo("Pipe.png")
        let linked = try nibtool("resolve", bundle.root.path, "pw")
        #expect(linked.status == 1 && linked.stdout.isEmpty)
        #expect(
            linked.stderrLines == [
                "\(bundle.root.path)/pw.png:1:1: error: 'pw.png' is a symbolic link leading outside the bundle"
            ])
        let pipe = try nibtool("resolve", bundle.root.path, "Pipe.png")
        #expect(
            pipe.stderrLines == ["\(bundle.root.path)/Pipe.png:1:1: error: 'Pipe.png' is not a regular file but a FIFO"]
        )
    }

    @Test("bundle lint of a bundle with FIFOs and links out of it reports them and finishes")
    func bundleLintOfHostileTree() throws {
        let bundle = try TemporaryBundle(name: "Hostile.app")
        try bundle.writePlist(
            "Info.plist", ["CFBundleIdentifier": "com.example.Hostile", "CFBundleExecutable": "../../../../etc/shadow"])
        try bundle.fifo("en.lproj/pipe")
        try bundle.fifo("Default.png")
        try bundle.link("de.lproj", to: "/")
        try bundle.link("en.lproj/bin", to: "/usr/bin")
        try bundle.link("en.lproj/a", to: ".")
        try bundle.link("en.lproj/b", to: ".")
        let run = try nibtool("bundle", "lint", bundle.root.path)
        #expect(run.status == 1)
        let prefix = "Hostile.app"
        #expect(
            run.stderrLines.filter { !$0.contains("CFBundleExecutable") } == [
                "\(prefix)/Default.png:1:1: error: 'Default.png' is not a regular file but a FIFO; NibKit reads only regular files and folders (rule: regular files)",
                "\(prefix)/de.lproj:1:1: error: 'de.lproj' is a symbolic link leading outside the bundle; NibKit does not follow it (rule: files stay inside the bundle)",
                "\(prefix)/en.lproj/bin:1:1: error: 'en.lproj/bin' is a symbolic link leading outside the bundle; NibKit does not follow it (rule: files stay inside the bundle)",
                "\(prefix)/en.lproj/pipe:1:1: error: 'en.lproj/pipe' is not a regular file but a FIFO; NibKit reads only regular files and folders (rule: regular files)",
            ])
        #expect(
            run.stderrLines.filter {
                $0.contains("CFBundleExecutable '../../../../etc/shadow' is not a plain file name")
            }.count == 1)
        #expect(run.stderrLines.count == 5)
    }
}
