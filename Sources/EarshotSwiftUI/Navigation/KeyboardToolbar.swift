import EarshotUIKit

/// The bar `ToolbarItemPlacement.keyboard` items go to. Apple's documentation of
/// `ToolbarItemPlacement.keyboard`: "On iOS, keyboard items are above the software keyboard when
/// present, or at the bottom of the screen when a hardware keyboard is attached." Earshot draws no
/// software keyboard (the keyboard layout guide's top is the safe area's bottom, docs/layout.md),
/// so while a text field or text view in the host's window is first responder the bar is the
/// bottom 44 pt of the host's safe area and the content is laid out above it, as SwiftUI lays
/// content out above the keyboard. Its items are the
/// toolbar's own views, leading to trailing, so VoiceOver reads its buttons after the content
/// ("Done, Button").
@MainActor
enum KeyboardToolbar {
    /// A toolbar's height on an iPhone (UIKit's `UIToolbar`).
    static let height: CGFloat = 44
    /// The bar's margins at its leading and trailing edges [U: UIToolbar's layout margins].
    static let margin: CGFloat = 16

    /// The bar holding the keyboard items the render collected (`ViewGraph.keyboardToolbarItems`),
    /// leading to trailing; nil when there are none or no text is being edited.
    static func bar(in graph: ViewGraph) -> ViewNode? {
        let items = graph.keyboardToolbarItems
        guard !items.isEmpty, isEditingText(in: graph) else { return nil }
        // Placed in the whole bar, the row starts at its leading edge; a `Spacer` among the items
        // takes what they leave.
        let row = ViewNode(path: "keyboardToolbar/row", layout: .stack(.horizontal, spacing: 8, alignment: .center), children: items)
        return ViewNode(
            path: "keyboardToolbar", layout: .padding(EdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin)),
            children: [row])
    }

    /// Whether the first responder of the host's window is a text field or text view, which
    /// shows the keyboard.
    static func isEditingText(in graph: ViewGraph) -> Bool {
        guard let responder = graph.host?.window?.firstResponder else { return false }
        return responder is UITextField || responder is UITextView
    }
}
