import NibKitLoader
import NibKitModels

/// Size-class variations: which of a view's constraints are installed for
/// the options' size classes.
///
/// Interface Builder writes, on a view, a `<variation key="default">` whose
/// `<mask key="constraints">` excludes the constraints installed in no size
/// class by default, and one variation a size class or pair of size classes
/// (`widthClass=compact`, `heightClass=regular-widthClass=compact`) that
/// includes or excludes constraints for it. The default applies first, then
/// each variation whose classes all match the options, a single class before
/// a pair, as Interface Builder resolves them: the most specific wins. A
/// variation that names a size class the options leave open (nil) does not
/// apply. Variations of subviews (`<mask key="subviews">`) are not read: the
/// view stays in the tree.
extension LayoutSystem {
    /// The ids of `view`'s constraints that its variations leave out for the
    /// options' size classes.
    func constraintsLeftOut(of view: View) -> Set<String> {
        guard let variations = (view as? UIView)?.interfaceBuilderMetadata.variations, !variations.isEmpty else {
            return []
        }
        var leftOut: Set<String> = []
        let applicable = variations.keys.compactMap { key -> (key: String, specificity: Int)? in
            guard let specificity = specificity(ofVariation: key) else { return nil }
            return (key, specificity)
        }.sorted { ($0.specificity, $0.key) < ($1.specificity, $1.key) }
        for (key, _) in applicable {
            // A generic dictionary keeps its values as optionals; a cast unwraps them.
            guard let mask = variations[key]?["constraints"] as? [String: Any] else { continue }
            for id in Self.references(mask["exclude"]) { leftOut.insert(id) }
            for id in Self.references(mask["include"]) { leftOut.remove(id) }
        }
        return leftOut
    }

    /// How many size classes the variation `key` names (0 for the default),
    /// or nil when it does not apply to the options' size classes.
    private func specificity(ofVariation key: String) -> Int? {
        if key == "default" { return 0 }
        var count = 0
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return nil }
            let wanted: LayoutOptions.SizeClass?
            switch pair[0] {
            case "widthClass": wanted = options.horizontalSizeClass
            case "heightClass": wanted = options.verticalSizeClass
            default: return nil
            }
            guard let wanted, Self.sizeClass(named: pair[1]) == wanted else { return nil }
            count += 1
        }
        return count
    }

    private static func sizeClass(named name: String) -> LayoutOptions.SizeClass? {
        switch name {
        case "compact": .compact
        case "regular": .regular
        default: nil
        }
    }

    /// The ids of a mask's `<exclude reference=…/>` or `<include reference=…/>` elements.
    private static func references(_ value: Any?) -> [String] {
        guard let items = value as? [Any] else { return [] }
        return items.compactMap { item in
            guard let element = item as? [String: Any] else { return nil }
            return element["reference"] as? String
        }
    }
}
