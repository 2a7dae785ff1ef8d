import EarshotSwiftUI

/// The SwiftUI twin of `StandardControlsViewController`: the same controls in a VStack, written
/// as SwiftUI code is, so a test can hear that each SwiftUI view speaks as its UIKit counterpart
/// (docs/swiftui.md: a Toggle is a UISwitch, a Slider a UISlider, a segmented Picker a
/// UISegmentedControl, a TextField a UITextField, a ProgressView a UIProgressView).
public struct SwiftUIStandardControlsView: View {
    @State private var notifications = true
    @State private var volume = 0.5
    @State private var size = "Medium"
    @State private var name = ""
    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Preferences")
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            Toggle("Notifications", isOn: $notifications)
            Slider(value: $volume) { Text("Volume") }
            Picker("Size", selection: $size) {
                ForEach(["Small", "Medium", "Large"], id: \.self) { Text($0) }
            }
            .pickerStyle(.segmented)
            TextField("Your name", text: $name)
                .accessibilityLabel("Name")
            ProgressView("Upload", value: 0.25)
            // A text button is as tall as its text; the frame inside the label makes the whole
            // 44-point row the target, as the UIKit twin's button is.
            Button {
            } label: {
                Text("Save").frame(minWidth: 44, minHeight: 44)
            }
            Spacer()
        }
        .padding()
    }
}
