import NibKitCore

extension TemplateValue {
    /// The first number in the value that is NaN or an infinity, or nil when
    /// every number is finite.
    ///
    /// A number must be finite: a frame, a point, a color component, a font
    /// size or an inset of NaN or infinity has no meaning, and a property
    /// given one would pass it on to layout and drawing. The XML readers
    /// refuse such text where it is written; the template builder holds every
    /// document's values to this rule whatever their source (a compiled nib
    /// stores numbers as bits), and the compiled form's reader refuses such a
    /// number at its byte.
    ///
    /// ```swift
    /// TemplateValue.rect(CGRect(x: 0, y: .nan, width: 1, height: 1)).nonFiniteNumber // nan
    /// ```
    var nonFiniteNumber: Double? {
        func first(_ numbers: Double...) -> Double? { numbers.first { !$0.isFinite } }
        switch self {
        case .real(let number): return first(number)
        case .point(let point): return first(Double(point.x), Double(point.y))
        case .size(let size): return first(Double(size.width), Double(size.height))
        case .rect(let rect):
            return first(
                Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height))
        case .color(let color): return first(color.red, color.green, color.blue, color.alpha)
        case .font(let font): return font.pointSize.flatMap { first($0) }
        case .insets(let insets): return first(insets.top, insets.left, insets.bottom, insets.right)
        case .array(let items): return items.lazy.compactMap(\.nonFiniteNumber).first
        case .dictionary(let entries): return entries.lazy.compactMap(\.value.nonFiniteNumber).first
        case .string, .integer, .bool, .null, .object, .resource, .nib: return nil
        }
    }
}
