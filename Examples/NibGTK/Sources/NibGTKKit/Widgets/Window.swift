import NibKit

/// `UIWindow`: a plain view that is shown in a GTK window of its size when
/// the document flags it visible at launch.
///
/// ```swift
/// // <window visibleAtLaunch="YES"> becomes a GtkWindow holding its subviews
/// ```
@MainActor
public final class Window: GtkView {}
