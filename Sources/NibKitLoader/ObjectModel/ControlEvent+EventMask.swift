/// The bits of UIKit's `UIControlEvents` that compiled nibs store as a
/// connection's `UIEventMask`: the one table the NIB Archive writer and the
/// compiled-nib reader both use.
extension ControlEvent {
    /// Each event Interface Builder names with its bit in `UIControlEvents`.
    static let eventMaskBits: [(bit: Int, event: ControlEvent)] = [
        (0, .touchDown), (1, .touchDownRepeat), (2, .touchDragInside), (3, .touchDragOutside), (4, .touchDragEnter),
        (5, .touchDragExit), (6, .touchUpInside), (7, .touchUpOutside), (8, .touchCancel), (12, .valueChanged),
        (13, .primaryActionTriggered), (14, .menuActionTriggered), (16, .editingDidBegin), (17, .editingChanged),
        (18, .editingDidEnd), (19, .editingDidEndOnExit),
    ]

    /// The event's `UIEventMask`, one bit; nil for an event UIKit has no bit for.
    var eventMask: Int? {
        Self.eventMaskBits.first { $0.event == self }.map { 1 << $0.bit }
    }
}
