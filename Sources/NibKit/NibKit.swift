// NibKit, the whole library: `import NibKit` gives every module's public
// interface. Each module can also be imported alone (Docs/Architecture.md):
// NibKitCore (plain values, diagnostics, file access), NibKitReader (XML),
// NibKitStrings (.strings, property lists, genstrings), NibKitLaunchImages,
// NibKitLoader (document, template, object model, instantiation),
// NibKitBundle (bundles, localized nibs, view controllers, launching),
// NibKitModels (headless UIKit and AppKit classes), NibKitStoryboards (the
// storyboard runtime: UIStoryboard, NSStoryboard, segues, references) and
// NibKitLayout (the layout engine's constraint solver).
@_exported import NibKitBundle
@_exported import NibKitCore
@_exported import NibKitLaunchImages
@_exported import NibKitLayout
@_exported import NibKitLoader
@_exported import NibKitModels
@_exported import NibKitReader
@_exported import NibKitStoryboards
@_exported import NibKitStrings
