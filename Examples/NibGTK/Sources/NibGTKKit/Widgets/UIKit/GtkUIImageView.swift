import CGtk4
import NibKit

/// `UIImageView` drawn by GTK: a `GtkPicture` of the model's image, fitted
/// as its `contentMode` says.
///
/// ```swift
/// imageView.image?.resource?.data  // the PNG the picture shows
/// ```
@MainActor
public final class GtkUIImageView: UIImageView, GtkView, @MainActor NibActionPerforming, @MainActor NibAwaking {
    /// The widget the view made and the window showing it.
    public let gtkState = GtkViewState()

    /// A `GtkPicture`.
    public func makeWidget() -> WidgetPointer { gtk_picture_new() }

    /// The fit and the image.
    public func configureWidget() {
        let fit: GtkContentFit
        switch contentMode {
        case .scaleToFill: fit = GTK_CONTENT_FIT_FILL
        case .scaleAspectFill: fit = GTK_CONTENT_FIT_COVER
        case .scaleAspectFit: fit = GTK_CONTENT_FIT_CONTAIN
        default: fit = GTK_CONTENT_FIT_SCALE_DOWN
        }
        PictureStyle.apply(to: widget, fit: fit, image: image?.resource)
    }
}
