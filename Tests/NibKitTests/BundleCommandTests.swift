import Foundation
import Testing

@Suite("nibtool on bundles")
struct BundleCommandTests {
    @Test("resolve prints the chosen file relative to the bundle as the last line")
    func resolve() throws {
        let ipad = try nibtool(
            "resolve", "ExampleNibs/Example.app", "Hand.png", "--device", "ipad", "--scale", "2", "--languages", "fr-CA,fr,en")
        #expect(ipad.status == 0)
        #expect(ipad.stdout.split(separator: "\n").last == "Hand@2x~ipad.png")
        let iphone = try nibtool("resolve", "ExampleNibs/Example.app", "Hand.png", "--device", "iphone", "--scale", "2")
        #expect(iphone.stdout.split(separator: "\n").last == "Hand.png")
        let strings = try nibtool("resolve", "ExampleNibs/Example.app", "InfoPlist.strings", "--languages", "fr-CA,fr,en", "--json")
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

    @Test("trace and dump find a localized, device-specific nib in a bundle")
    func traceInBundle() throws {
        let ipad = try nibtool("trace", "MainWindow", "--bundle", "ExampleNibs/Example.app", "--device", "ipad", "--json")
        #expect(ipad.status == 0)
        let events = try #require(
            (try JSONSerialization.jsonObject(with: Data(ipad.stdout.utf8)) as? [String: Any])?["events"] as? [[String: Any]])
        #expect(events.first?["name"] as? String == "Hand")
        let french = try nibtool("dump", "Greeting", "--bundle", "ExampleNibs/Example.app", "--languages", "fr", "--json")
        #expect(french.status == 0)
        #expect(french.stdout.contains(#""text": "Bonjour !""#))
        let english = try nibtool("dump", "Greeting", "--bundle", "ExampleNibs/Example.app", "--languages", "en", "--json")
        #expect(english.stdout.contains(#""text": "Hello!""#))
    }

    @Test("launch-image prints the chosen image, or storyboard:NAME when a launch storyboard is named")
    func launchImage() throws {
        func choose(_ arguments: String...) throws -> (status: Int32, last: String?) {
            let run = try nibtool(["launch-image", "ExampleNibs/Example.app"] + arguments)
            return (run.status, run.stdout.split(separator: "\n").last.map(String.init))
        }
        #expect(try choose("--device", "iphone", "--orientation", "portrait", "--scale", "2").last == "Default@2x.png")
        #expect(try choose("--device", "iphone", "--orientation", "portrait", "--scale", "2", "--screen", "568h").last == "Default-568h@2x.png")
        #expect(try choose("--device", "ipad", "--orientation", "landscapeLeft", "--scale", "2").last == "Default-Landscape@2x~ipad.png")
        #expect(try choose("--device", "ipad", "--orientation", "portraitUpsideDown", "--scale", "1").last == "Default-Portrait~ipad.png")
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
}

