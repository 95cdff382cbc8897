import NibKitLoader

extension ClassRegistry {
    /// Registers every AppKit model class under its Interface Builder names.
    mutating func registerAppKitClasses() {
    }
}
