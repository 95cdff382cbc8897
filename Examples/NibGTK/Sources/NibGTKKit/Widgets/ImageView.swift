import CGtk4
import Foundation
import NibKit

/// `UIImageView` and `NSImageView`: a `GtkPicture` of the image phase 1
/// loaded from the document's resources, scaled as `contentMode` says.
///
/// ```swift
/// // <imageView image="logo" contentMode="scaleAspectFit">: logo.png beside the document
/// imageView.image?.name  // "logo"
/// ```
@MainActor
public final class ImageView: GtkView {
    /// The image, as NibKit loaded it; nil when no resource had it.
    public var image: NibResource?
    /// UIKit's content mode: `scaleToFill`, `scaleAspectFit`, `scaleAspectFill`, `center`, ….
    public var contentMode: String?
    /// An `NSImageView`'s cell, which holds its image and scaling.
    public var cell: Cell?

    /// The image shown: the view's own, else its cell's.
    public var displayedImage: NibResource? { image ?? cell?.image }

    public override class var keyBindings: [KeyBinding] {
        super.keyBindings + [
            KeyBinding("image", \ImageView.image),
            KeyBinding("contentMode", \ImageView.contentMode),
            KeyBinding("cell", \ImageView.cell),
        ]
    }

    public override func makeWidget() -> WidgetPointer { gtk_picture_new() }

    public override var subviewContainer: WidgetPointer? { nil }

    public override func configureWidget() {
        let picture = widget.opaque
        gtk_picture_set_can_shrink(picture, 1)
        switch contentMode ?? cell?.imageScaling {
        case "scaleToFill", "axesIndependently": gtk_picture_set_content_fit(picture, GTK_CONTENT_FIT_FILL)
        case "scaleAspectFill": gtk_picture_set_content_fit(picture, GTK_CONTENT_FIT_COVER)
        case "center", "proportionallyDown", "none": gtk_picture_set_content_fit(picture, GTK_CONTENT_FIT_SCALE_DOWN)
        default: gtk_picture_set_content_fit(picture, GTK_CONTENT_FIT_CONTAIN)
        }
        guard let data = displayedImage?.data, !data.isEmpty else { return }
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        // An image GTK cannot decode leaves the picture empty, as a missing one does.
        guard let texture = gdk_texture_new_from_bytes(bytes, nil) else { return }
        gtk_picture_set_paintable(picture, texture)
        g_object_unref(UnsafeMutableRawPointer(texture))
    }
}
