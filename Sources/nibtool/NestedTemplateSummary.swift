import NibKit

/// What `dump` and `trace` say of a nested nib (a compiled storyboard's
/// prototype cell): the class of its first top-level object and how many
/// objects an instantiation of it creates, `nib(UITableViewCell, 5 objects)`.
struct NestedTemplateSummary: CustomStringConvertible {
    let className: String?
    let objects: Int

    init(_ template: NibTemplate) {
        className = template.topLevel.first.flatMap { template.objects[$0].className }
        objects = template.statistics.objects
    }

    var description: String {
        "nib(\(className.map { "\($0), " } ?? "")\(objects) object\(objects == 1 ? "" : "s"))"
    }
}
