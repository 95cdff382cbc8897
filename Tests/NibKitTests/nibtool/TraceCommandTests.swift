import Foundation
import Testing

/// `nibtool trace` as a lesson: objects named by class and label once they
/// exist, runtime attributes with their values, Cocoa's default event named,
/// every object Apple wakes listed, and a storyboard traced scene by scene.
@Suite("nibtool trace")
struct TraceCommandTests {
    /// The lines of phase `phase` of a text trace, without their indent.
    private static func phase(_ phase: Int, of output: String) throws -> [String] {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("Phase \(phase):") })
        return lines[(start + 1)...].prefix { !$0.isEmpty }.map { String($0.dropFirst(2)) }
    }

    @Test("from phase 3 on, each object is named with its class and user label beside its id")
    func objectsNamedAfterPhaseTwo() throws {
        let run = try nibtool("trace", "ExampleNibs/LoginForm.xib")
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        // Phase 2 says each class as it creates the object; ids alone there.
        #expect(try Self.phase(2, of: run.stdout).contains("Lgn-Bt-n01 = UIButton.init(coder:)"))
        #expect(
            try Self.phase(3, of: run.stdout) == [
                "Lgn-Bt-n01 (UIButton \"Log In Button\").setValue(8, forKeyPath: \"layer.cornerRadius\")  // user-defined runtime attribute",
                "-1 (LoginController).setValue(i5M-Pr-FkT (UIView \"Form\"), forKey: \"view\")",
                "-1 (LoginController).setValue(nMe-Fl-d01 (UITextField), forKey: \"nameField\")",
                "-1 (LoginController).setValue(pWd-Fl-d02 (UITextField), forKey: \"passwordField\")",
                "-1 (LoginController).fields += [nMe-Fl-d01 (UITextField)]",
                "-1 (LoginController).fields += [pWd-Fl-d02 (UITextField)]",
                "Lgn-Bt-n01 (UIButton \"Log In Button\").addTarget(-1 (LoginController), action: \"login:\", for: touchUpInside)",
                "Cnl-Bt-n02 (UIButton \"Cancel Button\").addTarget(nil, action: \"cancelOperation:\", for: touchUpInside)  // nil target: the responder chain",
            ])
        #expect(
            try Self.phase(4, of: run.stdout)
                == [
                    "i5M-Pr-FkT (UIView \"Form\").awakeFromNib()", "Lgo-Im-V01 (UIImageView \"Logo\").awakeFromNib()",
                    "nMe-Fl-d01 (UITextField).awakeFromNib()", "pWd-Fl-d02 (UITextField).awakeFromNib()",
                    "Lgn-Bt-n01 (UIButton \"Log In Button\").awakeFromNib()",
                    "Cnl-Bt-n02 (UIButton \"Cancel Button\").awakeFromNib()",
                ].map { $0 + "  // NSObject's default: nothing to do" })
    }

    @Test("the JSON form gives a runtime attribute's value, each created object's label, and every event by name")
    func jsonValuesLabelsAndEvents() throws {
        let run = try nibtool("trace", "ExampleNibs/LoginForm.xib", "--json")
        #expect(run.status == 0)
        let trace = try TraceOutput(run.stdout)
        let attribute = try #require(trace.events(ofKind: "runtimeAttribute").first)
        #expect(attribute["value"] as? String == "8")
        // A placeholder's class is in the event that substitutes it, as a created object's is in its init.
        #expect(
            trace.events(ofKind: "placeholder").map { $0["class"] as? String } == ["LoginController", "UIResponder"])
        let inits = trace.events(ofKind: "init")
        #expect(inits.first { $0["id"] as? String == "Lgn-Bt-n01" }?["label"] as? String == "Log In Button")
        #expect(inits.first { $0["id"] as? String == "nMe-Fl-d01" }?["label"] is NSNull)
        #expect(trace.events(ofKind: "action").map { $0["event"] as? String } == ["touchUpInside", "touchUpInside"])
        // NibKit's standard UIKit classes have nothing to do in awakeFromNib, as UIKit's own do not.
        #expect(trace.events(ofKind: "awake").allSatisfy { $0["default"] as? Bool == true })
    }

    @Test("a runtime attribute's value is written as dump writes it: a string quoted, a number, a flag")
    func runtimeAttributeValues() throws {
        let run = try nibtool("trace", "ExampleNibs/Terminal.xib")
        #expect(run.status == 0)
        #expect(
            try Self.phase(3, of: run.stdout).filter { $0.hasSuffix("  // user-defined runtime attribute") } == [
                "Wnd-Tr-m01 (UIWindow \"Window\").setValue(\"NibTerminal\", forKeyPath: \"title\")  // user-defined runtime attribute",
                "Nme-Fl-d01 (UITextField).setValue(20, forKeyPath: \"maxLength\")  // user-defined runtime attribute",
                "Cnt-Lb-l01 (UILabel \"Count\").setValue(true, forKeyPath: \"dim\")  // user-defined runtime attribute",
                "Hnt-Lb-l01 (UILabel \"Hint\").setValue(true, forKeyPath: \"dim\")  // user-defined runtime attribute",
            ])
    }

    @Test("Cocoa's actions, which name no event, are traced for primaryActionTriggered, in text and JSON")
    func cocoaDefaultEvent() throws {
        let text = try nibtool("trace", "ExampleNibs/MainMenu.xib")
        #expect(text.status == 0)
        #expect(
            try Self.phase(3, of: text.stdout).contains(
                "4sb-4s-VLi (NSMenuItem).addTarget(nil, action: \"terminate:\", for: primaryActionTriggered)  // nil target: the responder chain"
            ))
        let json = try TraceOutput(try nibtool("trace", "ExampleNibs/MainMenu.xib", "--json").stdout)
        #expect(
            json.events(ofKind: "action").map { $0["event"] as? String }
                == Array(
                    repeating: "primaryActionTriggered", count: 4))
    }

    @Test("File's Owner NSApplication and the Application placeholder are one NSApp, woken once, as AppKit does")
    func applicationWokenOnce() throws {
        let run = try nibtool("trace", "ExampleNibs/MainMenu.xib")
        let awake = try Self.phase(4, of: run.stdout)
        #expect(awake.first == "-2 (NSApplication).awakeFromNib()")
        #expect(awake.filter { $0.hasPrefix("-2 ") || $0.hasPrefix("-3 ") }.count == 1)
        #expect(awake.count == 16)
    }

    @Test("phase 4 lists every object Apple wakes, a class without awakeFromNib marked as NSObject's default")
    func defaultAwakeListed() throws {
        let run = try nibtool("trace", "ExampleNibs/Profile.xib")
        #expect(run.status == 0)
        #expect(
            try Self.phase(4, of: run.stdout) == [
                "Prf-Vw-001 (UIView \"Profile\").awakeFromNib()  // NSObject's default: nothing to do",
                "Avt-Im-001 (UIImageView \"Avatar\").awakeFromNib()  // NSObject's default: nothing to do",
                "Nme-Lb-001 (UILabel \"Name\").awakeFromNib()  // NSObject's default: nothing to do",
                "Nme-Wd-001 (NSLayoutConstraint).awakeFromNib()  // NSObject's default: nothing to do",
                "Saf-Ar-001 (UILayoutGuide).awakeFromNib()  // NSObject's default: nothing to do",
                "Avt-Tp-001 (NSLayoutConstraint).awakeFromNib()  // NSObject's default: nothing to do",
                "Avt-Cx-001 (NSLayoutConstraint).awakeFromNib()  // NSObject's default: nothing to do",
                "Avt-Rt-001 (NSLayoutConstraint).awakeFromNib()  // NSObject's default: nothing to do",
                "Avt-Wd-001 (NSLayoutConstraint).awakeFromNib()  // NSObject's default: nothing to do",
                "Nme-Tp-001 (NSLayoutConstraint).awakeFromNib()  // NSObject's default: nothing to do",
                "Nme-Cx-001 (NSLayoutConstraint).awakeFromNib()  // NSObject's default: nothing to do",
                "Nme-Bt-001 (NSLayoutConstraint).awakeFromNib()  // NSObject's default: nothing to do",
            ])
        // The standard classes, as UIKit's, have nothing to do; stand-ins of an application's classes do.
        let json = try TraceOutput(try nibtool("trace", "ExampleNibs/CustomObjects.nibxml", "--json").stdout)
        let awake = json.events(ofKind: "awake")
        #expect(awake.filter { $0["default"] as? Bool == false }.map { $0["id"] as? String } == ["converter", "label"])
        #expect(awake.filter { $0["default"] as? Bool == true }.isEmpty)
    }

    // MARK: Storyboards

    /// Writes the storyboard of `StoryboardTests` (a Home scene, initial, and
    /// a Detail scene) to a temporary folder and runs `body` with its path.
    private func withStoryboard(_ text: String = StoryboardTests.storyboard, _ body: (String) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Main.storyboard")
        try Data(text.utf8).write(to: file)
        try body(file.path)
    }

    /// A storyboard trace's two parts: the scene's view controller's load,
    /// and its view's, from the line that introduces it.
    private static func sceneAndView(_ output: String) throws -> (scene: String, view: String) {
        let range = try #require(output.range(of: "\nThe view of "))
        return (String(output[..<range.lowerBound]), String(output[output.index(after: range.lowerBound)...]))
    }

    @Test("a storyboard's trace loads its initial scene only, as UIKit does: its view controller, then its view")
    func storyboardInitialScene() throws {
        try withStoryboard { path in
            let run = try nibtool("trace", path)
            #expect(run.status == 0)
            #expect(run.stderr.isEmpty)
            let (scene, view) = try Self.sceneAndView(run.stdout)
            #expect(
                try Self.phase(2, of: scene) == [
                    "dkx-z0-nzr: First Responder, the responder chain: actions to it get a nil target",
                    "BYZ-38-t0r = UIViewController.init(coder:)",
                ])
            #expect(try Self.phase(3, of: scene) == ["(nothing)"])
            #expect(scene.hasSuffix("Top-level objects: BYZ-38-t0r\n"))
            // The view, loaded as showing its controller would load it, with the controller as File's Owner.
            #expect(view.hasPrefix("The view of BYZ-38-t0r (UIViewController), loaded when it is first shown:\n"))
            #expect(
                try Self.phase(2, of: view) == [
                    "BYZ-38-t0r: File's Owner, replaced by the owner passed in",
                    "dkx-z0-nzr: First Responder, the responder chain: actions to it get a nil target",
                    "Shw-Dt-l01 = UIButton.init(coder:)", "6Tk-OE-BBY = UILayoutGuide.init(coder:)",
                    "8bC-Xf-vdC = UIView.init(coder:)",
                ])
            // The segue's destination is in the other scene, which is not loaded: it keeps its id.
            #expect(
                try Self.phase(3, of: view) == [
                    "BYZ-38-t0r (UIViewController).setValue(8bC-Xf-vdC (UIView), forKey: \"view\")",
                    "segue 'showDetail' from Shw-Dt-l01 (UIButton) to Det-VC-001 (show), kept for the storyboard runtime",
                ])
            #expect(view.hasSuffix("Top-level objects: 8bC-Xf-vdC\n"))
        }
    }

    @Test("--scene traces another scene, named by storyboard identifier, view controller id or scene id")
    func storyboardOtherScene() throws {
        try withStoryboard { path in
            for name in ["Detail", "Det-VC-001", "Xc2-Ab-9Qd"] {
                let run = try nibtool("trace", path, "--scene", name)
                #expect(run.status == 0)
                let (scene, view) = try Self.sceneAndView(run.stdout)
                #expect(scene.hasSuffix("Top-level objects: Det-VC-001\n"))
                // The controller's outlet into its view is set when the view loads.
                #expect(
                    try Self.phase(3, of: view) == [
                        "Det-VC-001 (Demo.DetailViewController).setValue(Dv0-Vw-001 (UIView), forKey: \"view\")",
                        "Det-VC-001 (Demo.DetailViewController).setValue(Dlb-Lb-001 (UILabel), forKey: \"titleLabel\")",
                    ])
            }
            let home = try nibtool("trace", path, "--scene", "BYZ-38-t0r")
            #expect(try Self.sceneAndView(home.stdout).scene.hasSuffix("Top-level objects: BYZ-38-t0r\n"))
        }
    }

    @Test("a compiled storyboard's trace loads its initial view controller's nib, or the one --scene names")
    func compiledStoryboardScenes() throws {
        try withStoryboard { path in
            let compiled = URL(fileURLWithPath: path).deletingPathExtension().appendingPathExtension("storyboardc").path
            let compile = try nibtool("compile", path, "-o", compiled, "--format", "nibarchive")
            #expect(compile.status == 0)
            let initial = try nibtool("trace", compiled)
            #expect(initial.status == 0)
            #expect(try Self.sceneAndView(initial.stdout).scene.hasSuffix("Top-level objects: BYZ-38-t0r\n"))
            // The view nib the scene nib names, numbered by archive index.
            #expect(try Self.sceneAndView(initial.stdout).view.hasPrefix("The view of BYZ-38-t0r (UIViewController)"))
            let detail = try nibtool("trace", compiled, "--scene", "Detail")
            #expect(detail.status == 0)
            #expect(try Self.sceneAndView(detail.stdout).scene.hasSuffix("Top-level objects: Det-VC-001\n"))
        }
    }

    @Test("--scene naming no scene is an error at the storyboard with the closest name")
    func storyboardUnknownScene() throws {
        try withStoryboard { path in
            let run = try nibtool("trace", path, "--scene", "Detial")
            #expect(run.status == 1)
            #expect(run.stdout.isEmpty)
            #expect(
                run.stderrLines == [
                    "\(path):1:1: error: no scene of the storyboard has the storyboard identifier, view controller id or scene id 'Detial'; did you mean 'Detail'?"
                ])
        }
    }

    @Test(
        "a storyboard with no initial view controller is traced from its first scene, with a warning naming the others")
    func storyboardWithoutInitialScene() throws {
        let text = StoryboardTests.storyboard.replacingOccurrences(
            of: " initialViewController=\"BYZ-38-t0r\"", with: "")
        #expect(text != StoryboardTests.storyboard)
        try withStoryboard(text) { path in
            let run = try nibtool("trace", path)
            #expect(run.status == 0)
            #expect(
                run.stderrLines == [
                    "\(path):1:1: warning: the storyboard has no initial view controller; the trace loads its first scene, 'BYZ-38-t0r' (name another with --scene: BYZ-38-t0r, Detail)"
                ])
            #expect(try Self.sceneAndView(run.stdout).scene.hasSuffix("Top-level objects: BYZ-38-t0r\n"))
        }
    }

    @Test("a storyboard with no scene is an error at the storyboard")
    func storyboardWithoutScenes() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <scenes/>
            </document>
            """
        try withStoryboard(text) { path in
            let run = try nibtool("trace", path)
            #expect(run.status == 1)
            #expect(run.stdout.isEmpty)
            #expect(run.stderrLines == ["\(path):1:1: error: the storyboard has no scene to trace"])
        }
    }

    @Test("--scene of an archive that is not a storyboard is a usage error")
    func sceneOfANib() throws {
        let run = try nibtool("trace", "ExampleNibs/LoginForm.xib", "--scene", "Detail")
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines.first == "nibtool trace: --scene needs a .storyboard or .storyboardc FILE")
    }
}
