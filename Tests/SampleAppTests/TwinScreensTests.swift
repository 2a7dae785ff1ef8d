import EarshotSwiftUI
import SampleApp
import Testing

/// The standard-controls screen and its SwiftUI twin are heard side by side. Apple's
/// documentation says SwiftUI's controls get the accessibility of the platform's controls (a
/// Toggle is a switch, a Slider adjustable, a segmented Picker a segmented control), so every
/// line after the navigation bar's title must be the same in both.
@MainActor
@Suite("UIKit and SwiftUI twins")
struct TwinScreensTests {
    @Test func standardControlsSpeakTheSameInUIKitAndSwiftUI() throws {
        let uiKit = SampleSession()
        try uiKit.show("standard-controls", as: StandardControlsViewController.self)
        let swiftUI = SampleSession()
        try swiftUI.show("swiftui-standard-controls", as: UIHostingController<SwiftUIStandardControlsView>.self)
        let uiKitLines = uiKit.transcript()
        #expect(
            uiKitLines == [
                "Samples, Back Button",
                "Standard controls, Heading",
                "Preferences, Heading",
                "Notifications, Switch Button, On, Double tap to toggle setting.",
                "Volume, 50%, Adjustable, Swipe up or down with one finger to adjust the value.",
                "Small, Button, 1 of 3",
                "Selected, Medium, Button, 2 of 3",
                "Large, Button, 3 of 3",
                "Name, Your name, Text Field, Double tap to edit.",
                "Upload, 25%",
                "Save, Button",
            ])
        #expect(Array(swiftUI.transcript().dropFirst(2)) == Array(uiKitLines.dropFirst(2)))
    }
}
