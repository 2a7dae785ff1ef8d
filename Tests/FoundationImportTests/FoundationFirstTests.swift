import Earshot
// Foundation imported first, then the umbrella, as nearly every iOS file starts. The other files
// of this target import the two in the other order, and EarshotUIKit instead of the umbrella: each
// file's imports are its own, so together they cover the four ways.
import Foundation
import Testing

/// A data source declared as iOS code declares it: `NSObject` is Earshot's, not Foundation's.
@MainActor
final class FoundationFirstDataSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row"
        return cell
    }
}

@MainActor
struct FoundationFirstTests {
    /// docs/uikit.md, "Foundation's NSObject": with Foundation imported too, `NSObject` names
    /// Earshot's, so a table view's data source and elements overriding UIAccessibility (declared
    /// in the target's other files, under the other import orders) compile and VoiceOver reads them.
    @Test func nsObjectSubclassesUnderEveryImportOrderAreRead() {
        let dataSource = FoundationFirstDataSource()
        let table = UITableView(frame: CGRect(x: 0, y: 200, width: 320, height: 200))
        table.dataSource = dataSource
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        container.accessibilityElements = [
            UIKitFirstElement(label: "UIKit first", row: 0), FoundationThenUIKitElement(label: "Foundation then UIKit", row: 1),
            EarshotFirstElement(label: "Earshot first", row: 2),
        ]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(container)
        window.addSubview(table)
        let voiceOver = VoiceOver(window: window)
        #expect(voiceOver.lastSpoken == "UIKit first")
        #expect(voiceOver.swipeRight() == "Foundation then UIKit")
        #expect(voiceOver.swipeRight() == "Earshot first")
        #expect(voiceOver.swipeRight()?.hasPrefix("Row") == true)
    }
}
