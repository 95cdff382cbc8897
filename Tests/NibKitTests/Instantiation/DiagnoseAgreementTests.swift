import Foundation
import NibKit
import Testing

/// Where a diagnostic is and what it names: what `diagnose` and a load must
/// agree on (the class in a message is the archive's before a load and the
/// live object's during one).
private struct Place: Hashable, CustomStringConvertible {
    let location: String
    let objectID: String?
    let key: String?

    init(_ diagnostic: Diagnostic) {
        location = "\(diagnostic.location)"
        objectID = diagnostic.objectID
        key = diagnostic.key
    }

    var description: String { "\(location) \(objectID ?? "-") \(key ?? "-")" }
}

/// The places of a list's errors.
private func errorPlaces(_ diagnostics: [Diagnostic]) -> Set<Place> {
    Set(diagnostics.filter { $0.severity == .error }.map(Place.init))
}

/// What a load throws, or nothing when it loads.
private func loadErrors(_ body: () throws -> Void) -> [Diagnostic] {
    do {
        try body()
        return []
    } catch {
        return (error as? NibError)?.diagnostics ?? []
    }
}

/// `NibTemplate.diagnose` and a load agree: a file `diagnose` finds no error
/// in loads, and every error a load meets was reported by `diagnose` at the
/// same place, on the broken fixtures and on every document of the corpus.
@Suite("diagnose and instantiate agree")
struct DiagnoseAgreementTests {
    /// The login fixtures, each with the registry of its app: correct ones
    /// and one for each problem `diagnose` once missed.
    static let fixtures: [(name: String, xml: String, registry: ClassRegistry)] = [
        (
            "correct, registered with its module", LoginFixture.xml(),
            LoginFixture.registry(ownerNames: "LoginApp.LoginViewController")
        ),
        (
            "correct, registered without a module", LoginFixture.xml(),
            LoginFixture.registry(ownerNames: "LoginViewController")
        ),
        (
            "a renamed outlet at an owner registered without a module", LoginFixture.xml(outlet: "nameFeild"),
            LoginFixture.registry(ownerNames: "LoginViewController")
        ),
        (
            "an outlet to a label", LoginFixture.xml(outletDestination: "title"),
            LoginFixture.registry(ownerNames: "LoginApp.LoginViewController")
        ),
        (
            "a collection with a label", LoginFixture.xml(secondMember: "title"),
            LoginFixture.registry(ownerNames: "LoginApp.LoginViewController")
        ),
        (
            "an action the owner does not perform", LoginFixture.xml(action: "login:"),
            LoginFixture.registry(ownerNames: "LoginViewController")
        ),
    ]

    @Test(
        "on the login fixtures, the load's own checks of the live objects find what diagnose found, where it found it")
    func fixturesAgree() throws {
        var broken = 0
        for fixture in Self.fixtures {
            let diagnosed = NibTemplate.diagnose(
                data: Data(fixture.xml.utf8), path: LoginFixture.path, registry: fixture.registry)
            // The load with every check left to the live objects: a template
            // that does not know the owner's class.
            let template = try NibTemplate(
                data: Data(fixture.xml.utf8), path: LoginFixture.path, registry: IB.registry)
            let failed = loadErrors { _ = try template.instantiate(owner: LoginViewController()) }
            #expect(errorPlaces(failed) == errorPlaces(diagnosed), "\(fixture.name)")
            if !failed.isEmpty { broken += 1 }
        }
        #expect(broken == 4)
    }

    @Test(
        "every corpus document diagnose passes loads, and every error a load meets diagnose reported at the same place",
        arguments: CorpusTests.interfaceFiles.map(\.path))
    func corpusAgrees(path: String) throws {
        let data = try CorpusTests.data(path)
        let diagnosed = NibTemplate.diagnose(data: data, path: path, registry: .dynamic)
        let failed = loadErrors {
            let template = try NibTemplate(data: data, path: path, registry: .dynamic)
            var externalObjects: [String: NibObject] = [:]
            for object in template.objects {
                if case .external(let identifier) = object.role {
                    externalObjects[identifier] = DynamicObject(className: object.className ?? "NSObject")
                }
            }
            _ = try template.instantiate(
                owner: DynamicObject(className: "Owner"), externalObjects: externalObjects,
                application: DynamicObject(className: "NSApplication"))
        }
        if errorPlaces(diagnosed).isEmpty {
            #expect(failed.map(\.description) == [])
        }
        let unreported = errorPlaces(failed).subtracting(errorPlaces(diagnosed))
        #expect(unreported.map(\.description).sorted() == [])
    }
}
