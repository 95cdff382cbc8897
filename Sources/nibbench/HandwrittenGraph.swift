import NibKit

/// The benchmark's graph built by plain Swift, as an application without an
/// archive would build it: the floor for instantiation.
///
/// It creates each object, sets the same properties the archives set, adds
/// the subviews, registers each action with `addTarget(_:action:for:)` and
/// sets the outlets directly. It sends no `awakeFromNib`: code that builds
/// its own objects has nothing to wake (the benchmark's classes do nothing in
/// it anyway).
enum HandwrittenGraph {
    @discardableResult
    static func build(_ layout: BenchLayout, owner: BenchController) -> BenchWindow {
        let window = BenchWindow()
        window.title = BenchLayout.windowTitle
        window.contentRect = BenchLayout.contentRect
        let contentView = BenchView()
        contentView.frame = BenchLayout.contentFrame
        contentView.autoresizingMask = BenchLayout.contentAutoresizingMask
        var controls: [BenchView] = []
        controls.reserveCapacity(layout.controlCount)
        for index in 0..<layout.controlCount {
            let spec = layout.control(index)
            let control: BenchView & Control
            switch spec.kind {
            case .button:
                let cell = BenchButtonCell()
                cell.title = spec.title
                let button = BenchButton()
                button.cell = cell
                button.contentTintColor = spec.liveColor
                control = button
            case .textField:
                let cell = BenchTextFieldCell()
                cell.title = spec.title
                cell.textColor = spec.liveColor
                cell.backgroundColor = BenchLayout.textBackground
                let field = BenchTextField()
                field.cell = cell
                control = field
            }
            control.frame = spec.frame
            control.translatesAutoresizingMaskIntoConstraints = false
            control.addTarget(owner, action: BenchLayout.action, for: .primaryActionTriggered)
            contentView.addSubview(control)
            controls.append(control)
        }
        window.contentView = contentView
        window.delegate = owner
        for slot in 0..<layout.outletCount {
            owner.outlets[slot] = controls[layout.outletDestination(slot)]
        }
        owner.controls = layout.collectionMembers.map { controls[$0] }
        owner.window = window
        return window
    }
}
