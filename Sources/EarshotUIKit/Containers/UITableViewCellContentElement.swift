/// The element that stands for a table or collection view cell's content when the cell holds
/// controls of its own and so is a container (see `UITableViewCell`). It reads the cell's own
/// attributes (`ControlContentElement`), covers the cell's frame, and activating it selects the
/// row, as UIKit's private cell element does.
@MainActor
package final class UITableViewCellContentElement: ControlContentElement {
    package init(cell: any CellContentScanning) {
        super.init(standingFor: cell)
    }

    private var cell: (any CellContentScanning)? { control as? any CellContentScanning }

    /// Selects the row (item) in its table (collection) view; false (VoiceOver then taps the centre) outside a table.
    package override func accessibilityActivate() -> Bool {
        cell?.selectAsTap() ?? false
    }
}
