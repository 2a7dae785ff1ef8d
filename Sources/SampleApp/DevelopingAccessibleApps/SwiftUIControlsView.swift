import EarshotSwiftUI

/// SwiftUI's standard controls in a Form, to hear them next to their UIKit twins: a toggle speaks
/// as a UISwitch, a slider as a UISlider, a text field as a UITextField.
public struct SwiftUIControlsView: View {
    @State private var notifications = true
    @State private var volume = 0.5
    @State private var name = ""
    public init() {}

    public var body: some View {
        Form {
            EarshotSwiftUI.Section {
                Toggle("Notifications", isOn: $notifications)
                Slider(value: $volume) { Text("Volume") }
                TextField("Your name", text: $name)
                    .accessibilityLabel("Name")
            } header: {
                Text("Preferences")
            } footer: {
                Text(notifications ? "You will be notified." : "Notifications are off.")
            }
        }
    }
}
