/// The element that stands for a table or collection view cell's content when the cell holds controls of its own and
/// so is a container (see `UITableViewCell`). It reads the cell's label, value, hint, traits,
/// language and custom actions, covers the cell's frame, and activating it selects the row, as
/// UIKit's private cell element does.
@MainActor
package final class UITableViewCellContentElement: ControlPartElement {
    package init(cell: any CellContentScanning) {
        super.init(control: cell) { control, _ in control.bounds }
    }

    private var cell: (any CellContentScanning)? { control as? any CellContentScanning }

    package override var accessibilityLabel: String? {
        get { accessibilityOverrides.label ?? cell?.accessibilityLabel }
        set { accessibilityOverrides.label = newValue }
    }

    package override var accessibilityValue: String? {
        get { accessibilityOverrides.value ?? cell?.accessibilityValue }
        set { accessibilityOverrides.value = newValue }
    }

    package override var accessibilityHint: String? {
        get { accessibilityOverrides.hint ?? cell?.accessibilityHint }
        set { accessibilityOverrides.hint = newValue }
    }

    package override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityOverrides.traits ?? cell?.accessibilityTraits ?? .none }
        set { accessibilityOverrides.traits = newValue }
    }

    package override var accessibilityLanguage: String? {
        get { accessibilityOverrides.language ?? cell?.accessibilityLanguage }
        set { accessibilityOverrides.language = newValue }
    }

    package override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityOverrides.customActions ?? cell?.accessibilityCustomActions }
        set { accessibilityOverrides.customActions = newValue }
    }

    package override var accessibilityIdentifier: String? {
        get { accessibilityOverrides.identifier ?? cell?.accessibilityIdentifier }
        set { accessibilityOverrides.identifier = newValue }
    }

    /// Selects the row (item) in its table (collection) view; false (VoiceOver then taps the centre) outside a table.
    package override func accessibilityActivate() -> Bool {
        cell?.selectAsTap() ?? false
    }
}
