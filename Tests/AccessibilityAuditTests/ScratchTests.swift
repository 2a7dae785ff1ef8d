import Testing
import EarshotUIKit
@testable import AccessibilityAudit

@MainActor
@Test func scratch() {
    let before = TestScreen().add(
        text("Travelers: 0", frame: CGRect(x: 20, y: 300, width: 350, height: 22)),
        TravelersSlider(frame: CGRect(x: 20, y: 330, width: 350, height: 44)), TestButton("Add button", hint: "Tap to play the song")
    )
    let after = TestScreen().add(element("Mars", frame: CGRect(x: 20, y: 60, width: 350, height: 34), traits: .header), TravelersView(frame: CGRect(x: 20, y: 300, width: 350, height: 74)))
    print(TextReportFormatter().format([before.audit(name: "before"), after.audit(name: "after")]))
}
