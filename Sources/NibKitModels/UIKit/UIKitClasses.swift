import NibKitLoader

extension ClassRegistry {
    /// Registers every UIKit model class under its Interface Builder names.
    mutating func registerUIKitClasses() {
    }
}
