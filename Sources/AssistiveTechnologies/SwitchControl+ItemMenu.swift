import AccessibilityTree
import EarshotUIKit

extension SwitchControl {
    /// The item menu for `node`: Tap, the element's custom actions ("in Switch Control these
    /// actions are shown in the control options when the control is focused", Developing
    /// Accessible iOS Apps, chapter 6, listing 6-20), Increment and Decrement for an adjustable
    /// element (figure 6-8), the four scrolls, and Escape ("with Switch Control, the Escape option
    /// can be chosen from the action menu when any element is selected", figure 6-6).
    func menuItems(for node: AccessibilityNode) -> [SwitchControlMenuItem] {
        var result: [SwitchControlMenuItem] = [.tap]
        result += node.customActions.map { .customAction($0.name) }
        if node.traits.contains(.adjustable) { result += [.increment, .decrement] }
        result += [.scroll(.up), .scroll(.down), .scroll(.left), .scroll(.right), .escape]
        return result
    }

    /// Chooses `item` from the open item menu and calls the app as iOS does; the menu closes and
    /// the tree is read again. Throws when no menu is open or the item is not in it.
    public func choose(_ item: SwitchControlMenuItem) throws {
        guard let open = menu, let node = highlighted?.element else {
            throw SwitchControlError("No item menu is open: select an element first.")
        }
        guard open.contains(item) else {
            throw SwitchControlError("The item menu has no \"\(item.name)\"; it offers \(open.map(\.name).joined(separator: ", ")).")
        }
        menu = nil
        events.append(.chose(item.name))
        perform(item, on: node)
        reconcile()
        if isScanning {
            // Scanning resumes from the top level's first item after a choice.
            enteredGroups.removeAll()
            position = nil
            loopsCompleted = 0
            step(by: 1)
            nextStepTime = now + settings.autoScanningTime
        }
    }

    /// Chooses the menu item named `name` (as the menu shows it, case-insensitively).
    public func choose(named name: String) throws {
        guard let open = menu else {
            throw SwitchControlError("No item menu is open: select an element first.")
        }
        guard let item = open.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) else {
            throw SwitchControlError("The item menu has no \"\(name)\"; it offers \(open.map(\.name).joined(separator: ", ")).")
        }
        try choose(item)
    }

    func perform(_ item: SwitchControlMenuItem, on node: AccessibilityNode) {
        let object = node.object
        switch item {
        case .tap:
            app.activate(node)
        case .customAction(let name):
            guard let action = node.customActions.first(where: { $0.name == name }) else { return }
            callApp("actionHandler", on: action) { _ = action.perform() }
        case .increment:
            callApp("accessibilityIncrement", on: object) { object.accessibilityIncrement() }
        case .decrement:
            callApp("accessibilityDecrement", on: object) { object.accessibilityDecrement() }
        case .scroll(let direction):
            if !app.scroll(direction, from: object) { events.append(.unhandled(item.name)) }
        case .escape:
            if app.performEscape(from: object) { return }
            events.append(.unhandled(item.name))
        }
    }

    // MARK: Point scanning

    /// Point scanning: a vertical line sweeps across the screen and stops where the user presses
    /// the switch, then a horizontal line sweeps down and stops; the item menu opens at the
    /// crossing. `after` is how long the user waited before each press, in virtual time; the line
    /// crosses the window in `settings.pointScanningSweepTime`, back and forth. Returns the point.
    @discardableResult
    public func selectPoint(afterHorizontalSweep horizontal: Duration, verticalSweep vertical: Duration) -> CGPoint {
        let bounds = window.frame
        let x = bounds.minX + Self.sweep(horizontal, over: bounds.width, in: settings.pointScanningSweepTime)
        let y = bounds.minY + Self.sweep(vertical, over: bounds.height, in: settings.pointScanningSweepTime)
        now += max(horizontal, .zero) + max(vertical, .zero)
        let point = CGPoint(x: x, y: y)
        pointMenuLocation = point
        return point
    }

    /// Taps the point chosen by `selectPoint` (the Tap of the point-scanning menu).
    public func tapSelectedPoint() throws {
        guard let point = pointMenuLocation else {
            throw SwitchControlError("No point is selected: call selectPoint first.")
        }
        pointMenuLocation = nil
        events.append(.chose("Tap"))
        app.tap(at: point)
        reconcile()
    }

    /// Where a line is after `elapsed`, sweeping `length` points in `sweep` and back.
    static func sweep(_ elapsed: Duration, over length: CGFloat, in sweep: Duration) -> CGFloat {
        let total = Double(sweep.components.seconds) + Double(sweep.components.attoseconds) / 1e18
        let spent = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        guard total > 0, length > 0, spent > 0 else { return 0 }
        let phase = (spent / total).truncatingRemainder(dividingBy: 2)
        let fraction = phase <= 1 ? phase : 2 - phase
        return CGFloat(fraction) * length
    }
}
