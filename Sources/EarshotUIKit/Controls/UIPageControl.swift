/// A row of dots showing which page of several is shown (UIKit's `UIPageControl`).
///
/// Accessibility: an element with the `adjustable` trait; its value is "page 2 of 3" (docs/voiceover-behaviour.md §10 (Standard UIKit controls));
/// VoiceOver's swipe up / down moves to the next / previous page (stopping at the ends) and sends
/// `.valueChanged`. A tap on the right half goes forward one page, on the left half back one, as
/// in UIKit, so VoiceOver's double tap on the centre goes forward.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    private var numberOfPagesStorage = 0 { didSet { UIKitChanges.note() } }
    private var currentPageStorage = 0 { didSet { UIKitChanges.note() } }
    /// What `numberOfPages` and `currentPage` hold, whatever an app's overrides of their getters answer.
    package final var storedNumberOfPages: Int { numberOfPagesStorage }
    package final var storedCurrentPage: Int { currentPageStorage }

    /// How many pages there are (default 0).
    open var numberOfPages: Int {
        get { numberOfPagesStorage }
        set {
            numberOfPagesStorage = max(0, newValue)
            currentPageStorage = clamped(currentPageStorage)
        }
    }

    /// The page shown, from 0, always within `0..<numberOfPages`.
    open var currentPage: Int {
        get { currentPageStorage }
        set { currentPageStorage = clamped(newValue) }
    }

    /// Whether the control hides itself when there is only one page.
    open var hidesForSinglePage = false {
        didSet {
            UIKitChanges.note()
            updateVisibility()
        }
    }

    private func clamped(_ page: Int) -> Int {
        min(max(page, 0), max(numberOfPagesStorage - 1, 0))
    }

    private func updateVisibility() {
        if hidesForSinglePage { isHidden = numberOfPagesStorage <= 1 }
    }

    /// Moves one page forward (`by: 1`) or back (`by: -1`) and sends `.valueChanged` when it moved.
    private func turnPage(by delta: Int) {
        guard isEnabled else { return }
        let old = currentPageStorage
        currentPage = currentPageStorage + delta
        if currentPageStorage != old { sendActions(for: .valueChanged) }
    }

    /// A touch ending on the right half goes forward a page, on the left half back.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard touchEndedInside(touch, with: event) else { return }
        turnPage(by: trackingLocation(of: touch).x < bounds.midX ? -1 : 1)
    }

    // MARK: UIAccessibility defaults for page controls

    /// "page X of Y", unless the app set a value; nil when there are no pages.
    open override var accessibilityValue: String? {
        get {
            if let explicit = accessibilityOverrides.value { return explicit }
            guard numberOfPages > 0 else { return nil }
            return "page \(currentPage + 1) of \(numberOfPages)"
        }
        set { accessibilityOverrides.value = newValue }
    }

    /// `adjustable`, plus the state's `notEnabled` and `selected`, unless the app set traits.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityOverrides.traits ?? stateTraits.union(.adjustable) }
        set { accessibilityOverrides.traits = newValue }
    }

    /// The next page.
    open override func accessibilityIncrement() { turnPage(by: 1) }

    /// The previous page.
    open override func accessibilityDecrement() { turnPage(by: -1) }
}
