/// Whether a table or collection view cell is selected and whether a finger is down on it.
package struct CellSelectionState: Sendable {
    var isSelected = false
    var isHighlighted = false
}

/// What table and collection view cells share about being selected, so both behave alike: a
/// finger down highlights the cell while it is in its list; lifting the finger unhighlights it
/// and selects its row or item there, the list asking and telling its delegate; a cancelled
/// touch only unhighlights. Outside a list the cell takes touches as any view. Activating the
/// element that stands for a cell's content selects the same way (`selectAsTap()`).
@MainActor
package protocol SelectableCell: CellContentScanning {
    /// The list showing the cell: a table view, a collection view.
    associatedtype List: UIView
    /// What `isSelected` and `isHighlighted` hold; the cell notes every change to it.
    var selectionState: CellSelectionState { get }
    var isHighlighted: Bool { get set }
    /// Selects the cell's row or item in `list` as a tap does.
    func selectFromTap(in list: List)
}

extension SelectableCell {
    /// What `isSelected` and `isHighlighted` hold, whatever an app's override of their getters
    /// answers: an override that answers these keeps VoiceOver's tree (`ClassOverrides`).
    package var storedIsSelected: Bool { selectionState.isSelected }
    package var storedIsHighlighted: Bool { selectionState.isHighlighted }

    /// Selects the cell in its list as a tap does; false when it is not in one.
    /// - Complexity: O(d), d the depth of the cell, to find its list.
    @discardableResult
    package func selectAsTap() -> Bool {
        guard let list = enclosingView(of: List.self) else { return false }
        selectFromTap(in: list)
        return true
    }

    /// A finger down on the cell highlights it; false when the cell is in no list.
    func highlightForTouch() -> Bool {
        guard enclosingView(of: List.self) != nil else { return false }
        isHighlighted = true
        return true
    }

    /// The finger lifted unhighlights the cell and selects it; false when it is in no list.
    func selectForTouch() -> Bool {
        isHighlighted = false
        return selectAsTap()
    }
}
