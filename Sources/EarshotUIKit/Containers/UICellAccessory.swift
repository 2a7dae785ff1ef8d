/// An accessory of a list cell (UIKit's `UICellAccessory`): the disclosure indicator or the
/// checkmark, drawn at the cell's trailing edge, or a view of the app's (`customView(configuration:)`).
///
/// What VoiceOver says, as for the table cell's accessory types: the disclosure indicator is a
/// picture only (nothing is spoken for it), and a checkmark makes the cell read "Selected".
public struct UICellAccessory: Hashable, Sendable {
    /// When an accessory shows (UIKit's `UICellAccessory.DisplayedState`).
    public enum DisplayedState: Int, Hashable, Sendable {
        case always = 0
        case whenEditing = 1
        case whenNotEditing = 2
    }

    package enum Kind: Hashable, Sendable {
        case disclosureIndicator, checkmark
        case customView(CustomViewConfiguration)
        case outlineDisclosure(OutlineDisclosureOptions)
    }

    package let kind: Kind
    /// When the accessory shows.
    public let displayed: DisplayedState

    /// A chevron saying the row leads to another screen.
    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed)
    }

    /// A checkmark saying the row is chosen.
    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed)
    }

    /// Whether the accessory shows when the list is (not) editing.
    func isShown(editing: Bool) -> Bool {
        switch displayed {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }

    /// The system image drawn for a standard accessory; nil for the app's own view.
    var systemImageName: String? {
        switch kind {
        case .disclosureIndicator: "chevron.right"
        case .checkmark: "checkmark"
        case .outlineDisclosure: "chevron.right"
        case .customView: nil
        }
    }
}
