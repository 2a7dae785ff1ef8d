import EarshotUIKit

/// Buttons labelled by a title and an icon: a `Label`, so VoiceOver reads the title alone
/// ("Add Expense, Button"), in a toolbar too, where iOS draws only the icon.
extension Button where Label == EarshotSwiftUI.Label<Text, Image> {
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { EarshotSwiftUI.Label(title, systemImage: systemImage) }
    }

    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { EarshotSwiftUI.Label(title, systemImage: systemImage) }
    }

    public init<S: StringProtocol>(_ title: S, image: String, action: @escaping () -> Void) {
        self.init(action: action) { EarshotSwiftUI.Label(title, image: image) }
    }
}
