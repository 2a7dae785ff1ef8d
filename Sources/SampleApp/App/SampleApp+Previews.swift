import EarshotSwiftUI
import EarshotUIKit

// Two of the sample's screens as previews, as an app's files declare them: `earshot explore
// --preview NAME` explores one (docs/swiftui.md, "Previews"; docs/audit-rules.md, "Interaction
// rules").

#Preview("Ratings") {
    SwiftUIRatingsView()
}

#Preview("Kitchen timer (before the fix)") {
    KitchenTimerViewController(updatesFrequently: false)
}
