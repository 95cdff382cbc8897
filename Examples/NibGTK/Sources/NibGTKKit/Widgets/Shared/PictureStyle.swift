import CGtk4
import Foundation
import NibKit

/// What a `UIImageView` and an `NSImageView` do the same way to a `GtkPicture`.
enum PictureStyle {
    /// Fits the picture as `fit` says and shows `image`, when GTK can decode it.
    @MainActor
    static func apply(to picture: WidgetPointer, fit: GtkContentFit, image: NibResource?) {
        gtk_picture_set_can_shrink(picture.opaque, 1)
        gtk_picture_set_content_fit(picture.opaque, fit)
        guard let data = image?.data, !data.isEmpty else { return }
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        // An image GTK cannot decode leaves the picture empty, as a missing one does.
        guard let texture = gdk_texture_new_from_bytes(bytes, nil) else { return }
        gtk_picture_set_paintable(picture.opaque, texture)
        g_object_unref(UnsafeMutableRawPointer(texture))
    }
}
