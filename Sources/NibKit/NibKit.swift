// NibKit, the whole library: `import NibKit` gives every module's public
// interface. Each module can also be imported alone (Docs/Architecture.md):
// NibKitCore (plain values, diagnostics, file access), NibKitReader (XML),
// NibKitStrings (.strings, property lists, genstrings), NibKitLaunchImages,
// NibKitLoader (document, template, object model, instantiation) and
// NibKitBundle (bundles, localized nibs, view controllers, launching) and
// NibKitModels (headless UIKit and AppKit classes).
@_exported import NibKitBundle
@_exported import NibKitCore
@_exported import NibKitLaunchImages
@_exported import NibKitLoader
@_exported import NibKitModels
@_exported import NibKitReader
@_exported import NibKitStrings
