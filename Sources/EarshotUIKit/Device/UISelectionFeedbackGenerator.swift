/// Haptics for a selection that changes, as a picker's wheel ticks (UIKit's
/// `UISelectionFeedbackGenerator`).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the tick of a changed selection.
    open func selectionChanged() {
        play(.selection)
    }
}
