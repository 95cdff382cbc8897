import CGtk4
import NibKit

/// `NSImageView` drawn by GTK: a `GtkPicture` of the cell's image, fitted
/// as its ``NSImageView/imageScaling`` says.
///
/// ```swift
/// imageView.image?.name  // "logo"
/// ```
@MainActor
public final class GtkNSImageView: NSImageView, GtkView, @MainActor NibActionPerforming, @MainActor NibAwaking {
    /// The widget the view made and the window showing it.
    public let gtkState = GtkViewState()

    /// A `GtkPicture`.
    public func makeWidget() -> WidgetPointer { gtk_picture_new() }

    /// The fit and the image.
    public func configureWidget() {
        let fit: GtkContentFit
        switch imageScaling {
        case .axesIndependently: fit = GTK_CONTENT_FIT_FILL
        case .proportionallyUpOrDown: fit = GTK_CONTENT_FIT_CONTAIN
        case .proportionallyDown, .none: fit = GTK_CONTENT_FIT_SCALE_DOWN
        }
        PictureStyle.apply(to: widget, fit: fit, image: image)
    }
}
