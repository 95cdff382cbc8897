import Foundation
import NibKitCore
import NibKitReader

extension NibTemplate {
    /// The template as an Apple NIB Archive: the binary `.nib` Xcode compiles
    /// a `.xib` into, in UIKit's vocabulary.
    ///
    /// Unlike ``compiledData()``, NibKit's own compiled form, a NIB Archive
    /// keeps only what Apple's format can say: object ids and source
    /// locations are lost, as in every compiled nib, and what the format
    /// cannot hold at all (segues, which a storyboard's scene nibs hold: see
    /// ``NibStoryboard/compiledStoryboardFiles()``; insets inside an array or
    /// a dictionary; an action for an event with no `UIEventMask` bit; an
    /// Application placeholder on iOS) is an error at its place in the
    /// source. Cocoa bindings are AppKit's `NSNibBindingConnector`s, sounds
    /// AppKit's `NSCustomResource`s of `NSSound`. `Docs/XIB.md` lists the mapping. Object `i` of ``objects`` is object
    /// `i + 1` of the archive; object 0 is its root.
    ///
    /// ```swift
    /// try template.nibArchiveData().write(to: URL(fileURLWithPath: "Login.nib"))
    /// ```
    public func nibArchiveData() throws(NibError) -> Data {
        NIBArchiveCodec.encode(try NIBArchiveWriter.write(tables))
    }
}
