import Foundation
import NibKitBundle
import NibKitCore
import NibKitLoader
import NibKitModels

extension Storyboard {
    /// Follows a storyboard reference to the view controller it stands
    /// for: the referenced storyboard's scene of `referencedIdentifier`, or
    /// its initial view controller when the reference names none. The
    /// referenced storyboard is found in the same bundle (or folder), read
    /// once and kept; a missing storyboard or identifier is an error at the
    /// reference's element.
    func follow(_ reference: StoryboardReference, isolation: (any Actor)? = #isolation) throws(NibError) -> NibObject {
        let location = reference.archiveLocation ?? SourceLocation.start(of: contents.path)
        func failure(_ message: Diagnostic.Message, key: String? = nil) -> NibError {
            NibError(
                .resourceNotFound,
                Diagnostic(
                    .error, message, at: location, objectID: reference.archiveObjectID,
                    className: reference.nibClassName, key: key))
        }
        guard let name = reference.storyboardName, !name.isEmpty else { throw failure(.referenceWithoutName) }
        let other: Storyboard
        do {
            other = try referencedStoryboard(named: name, at: location)
        } catch {
            throw NibError(
                error.code, diagnostics: error.diagnostics.map { relocated($0, to: reference, at: location) })
        }
        do {
            if let identifier = reference.referencedIdentifier, !identifier.isEmpty {
                return try other.instantiate(try other.scene(withIdentifier: identifier), isolation: isolation)
            }
            return try other.instantiate(try other.initialScene(), isolation: isolation)
        } catch {
            throw NibError(
                error.code, diagnostics: error.diagnostics.map { relocated($0, to: reference, at: location) })
        }
    }

    /// A problem found in the referenced storyboard as a whole (no such
    /// identifier, no initial view controller) reported at the reference,
    /// where it is to be fixed, and one found at the reference named by it;
    /// a problem inside one of the other storyboard's scenes stays where it is.
    private func relocated(_ diagnostic: Diagnostic, to reference: StoryboardReference, at location: SourceLocation)
        -> Diagnostic
    {
        if diagnostic.location == location {
            return Diagnostic(
                diagnostic.severity, diagnostic.message, at: location, objectID: reference.archiveObjectID,
                className: reference.nibClassName, key: diagnostic.key)
        }
        guard diagnostic.location.line <= 1, diagnostic.location.column <= 1 else { return diagnostic }
        return Diagnostic(
            diagnostic.severity, "\(diagnostic.message) (in \(diagnostic.location.file))", at: location,
            objectID: reference.archiveObjectID, className: reference.nibClassName,
            key: diagnostic.key ?? reference.storyboardName)
    }

    /// The storyboard `name` of the same bundle or folder, read once.
    private func referencedStoryboard(named name: String, at location: SourceLocation) throws(NibError) -> Storyboard {
        if name == self.name { return self }
        if let known = referencedStoryboards[name] { return known }
        let other: Storyboard
        if let bundle {
            let url = try Self.find(name, in: bundle, traits: traits, at: location)
            other = type(of: self).init(
                contents: try NibStoryboard(contentsOf: url, registry: registry), name: name, bundle: bundle,
                folder: nil, registry: registry, traits: traits)
        } else if let folder {
            let url = try Self.find(name, inFolder: folder, at: location)
            other = type(of: self).init(
                contents: try NibStoryboard(contentsOf: url, registry: registry), name: name, bundle: nil,
                folder: folder, registry: registry, traits: traits)
        } else {
            throw NibError(.resourceNotFound, Diagnostic(.error, .referenceWithoutBundle(name), at: location))
        }
        referencedStoryboards[name] = other
        return other
    }

    /// Refuses a name that is a path: a reference never leaves its bundle.
    static func checkName(_ name: String, at location: SourceLocation) throws(NibError) {
        guard name.isEmpty || name.contains("/") || name.contains("..") || name.contains("\\") else { return }
        throw NibError(.resourceNotFound, Diagnostic(.error, .storyboardNameIsPath(name), at: location, key: name))
    }

    /// The storyboard `name` in `bundle`: `Name.storyboardc` (a folder with
    /// its `Info.plist`), else `Name.storyboard`, each looked for as the
    /// bundle looks for any resource (localized folders first).
    static func find(_ name: String, in bundle: NibBundle, traits: ResourceTraits, at location: SourceLocation)
        throws(NibError) -> URL
    {
        try checkName(name, at: location)
        if let plist = try bundle.resourceURL(
            named: "Info.plist", subdirectory: "\(name).storyboardc", traits: traits)
        {
            return plist.deletingLastPathComponent()
        }
        if let file = try bundle.resourceURL(named: "\(name).storyboard", traits: traits) { return file }
        throw NibError(.resourceNotFound, Diagnostic(.error, .noStoryboard(name), at: location, key: name))
    }

    /// The storyboard `name` in `folder`, the folder of a storyboard read
    /// from a file: the same two forms, found only inside the folder.
    static func find(_ name: String, inFolder folder: URL, at location: SourceLocation) throws(NibError) -> URL {
        try checkName(name, at: location)
        let files = ContainedFolder(root: folder, noun: "folder")
        let compiled = folder.appendingPathComponent("\(name).storyboardc", isDirectory: true)
        if case .directory = files.entry(at: compiled) { return compiled }
        let source = folder.appendingPathComponent("\(name).storyboard", isDirectory: false)
        switch files.entry(at: source) {
        case .file: return source
        case .refused(let refusal):
            throw NibError(.unreadableFile, Diagnostic(.error, "\(refusal)", at: location, key: name))
        case .missing, .directory:
            throw NibError(.resourceNotFound, Diagnostic(.error, .noStoryboard(name), at: location, key: name))
        }
    }
}
