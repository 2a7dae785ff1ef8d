import AccessibilityTree
import EarshotUIKit

extension VoiceOver {
    /// Two-finger swipe up: Read All from the first element. Each element's description is spoken
    /// (hints are not) and the cursor follows; when one finishes on the virtual clock the next
    /// begins (`advance(by:)`, `settle()`). Returns the first element's speech.
    ///
    /// After reading an element with `causesPageTurn`, VoiceOver calls `accessibilityScroll(.next)`
    /// on it (then up its views), plays a page-turn sound without speaking the app's scroll
    /// status, and goes on with the first element whose speech is new; when nothing new appeared,
    /// or nothing scrolled, reading stops (silently: the end of a book is no boundary). Any other gesture but a two-finger tap stops it.
    @discardableResult
    public func twoFingerSwipeUp() -> String? {
        gesture { startReadAll(fromTop: true) }
    }

    /// Two-finger swipe down: Read All from the focused element (see `twoFingerSwipeUp()`).
    @discardableResult
    public func twoFingerSwipeDown() -> String? {
        gesture { startReadAll(fromTop: false) }
    }

    /// Two-finger tap: pauses speech, or resumes it when paused (Read All resumes too). An
    /// announcement playing is not paused but stopped, with what is waiting: the app hears
    /// `announcementDidFinish` with `announcementWasSuccessful` false, as when a user interrupts
    /// it on a device (UIKit: the key is false "if the announcement was interrupted"). Speaks
    /// nothing, so it returns nil.
    @discardableResult
    public func twoFingerTap() -> String? {
        guard isRunning else { return nil }
        if let current = speech.current, current.isAnnouncement, !speech.isPaused {
            apply(speech.stopAll())
        } else if speech.isPaused {
            if speech.resume(at: now), let current = speech.current {
                events.append(.speechResumed(current.text))
                timeline.resumed(current, at: now)
            }
        } else if speech.pause(at: now), let current = speech.current {
            events.append(.speechPaused(current.text))
            timeline.paused(current, at: now)
        }
        return nil
    }

    /// Whether Read All is under way.
    public var isReadingAllContent: Bool { isReadingAll }

    private func startReadAll(fromTop: Bool) {
        resolveStaleFocus(speaking: false)
        guard let start = fromTop ? tree.elements.first : (focusedNode ?? tree.elements.first) else { return }
        discardQueuedSpeech()
        isReadingAll = true
        readAllStep(to: start.object)
    }

    /// Moves the cursor to `object` and reads it as part of Read All; stops when it is gone.
    private func readAllStep(to object: NSObject) {
        moveFocus(to: object)
        afterAppCalls {
            scrollFocusedElementIntoView()
            guard isReadingAll, let node = focusedNode else {
                isReadingAll = false
                return
            }
            speakElement(node, includingHint: false, isReadAll: true)
        }
    }

    /// Speech fell silent during Read All: read the next element, or turn the page.
    func continueReadAll() {
        guard isReadingAll, isRunning else { return }
        refresh(force: true)
        resolveStaleFocus(speaking: false)
        guard let node = focusedNode else {
            isReadingAll = false
            return
        }
        if node.traits.contains(.causesPageTurn) {
            turnPage(after: node)
            return
        }
        let next = focusedIndex + 1
        guard tree.elements.indices.contains(next) else {
            isReadingAll = false
            return
        }
        readAllStep(to: tree.elements[next].object)
    }

    private func turnPage(after node: AccessibilityNode) {
        let before = tree
        let spokenBefore = Set(before.elements.map { ReadAllKey(node: $0, text: elementSpeech(for: $0).description) })
        suppressesScrollStatus = true
        let scrolled = scroll(.next, from: node.object, sound: .pageTurn, failureSound: nil)
        handlePendingNotifications()
        suppressesScrollStatus = false
        guard isReadingAll else { return }
        refresh()
        resolveStaleFocus(speaking: false)
        let fresh = tree.elements.first { !spokenBefore.contains(ReadAllKey(node: $0, text: elementSpeech(for: $0).description)) }
        withExtendedLifetime(before) {}
        guard scrolled, let fresh else {
            isReadingAll = false
            return
        }
        readAllStep(to: fresh.object)
    }
}

/// An element as Read All heard it: which object, saying what.
private struct ReadAllKey: Hashable {
    let object: ObjectIdentifier
    let text: String

    @MainActor
    init(node: AccessibilityNode, text: String) {
        self.object = ObjectIdentifier(node.object)
        self.text = text
    }
}
