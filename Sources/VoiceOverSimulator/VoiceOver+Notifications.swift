import AccessibilityTree
import EarshotUIKit

extension VoiceOver: AssistiveTechnology {
    /// The app posted a notification (docs/voiceover-behaviour.md §7 (Notifications)). It is handled after the app code that posted it
    /// returns, in the order posted: at the end of VoiceOver's own call into the app, or, for code
    /// run in `application.perform { }`, when that returns.
    public func application(_ application: UIApplication, didPost notification: UIAccessibility.Notification, argument: Any?) {
        guard isRunning, application === self.application else { return }
        pendingNotifications.append((notification, argument))
        app.appMayHaveChanged = true
        guard app.callDepth == 0, gestureSpeech == nil, !isHandlingNotifications else { return }
        application.whenPerformReturns { [weak self] in
            guard let self, self.app.callDepth == 0, self.gestureSpeech == nil else { return }
            self.settleAppInteraction()
        }
    }

    /// Handles the pending notifications in order, including those posted while handling them.
    func handlePendingNotifications() {
        guard !isHandlingNotifications else { return }
        isHandlingNotifications = true
        defer { isHandlingNotifications = false }
        var handled = 0
        while !pendingNotifications.isEmpty, handled < 10_000, isRunning {
            let (notification, argument) = pendingNotifications.removeFirst()
            handled += 1
            handle(notification, argument: argument)
        }
        if handled >= 10_000 { pendingNotifications.removeAll() }
    }

    private func handle(_ notification: UIAccessibility.Notification, argument: Any?) {
        logNotification(notification, argument: argument)
        events.append(.notificationReceived(notification))
        switch notification {
        case .screenChanged:
            screenChanged(argument)
        case .layoutChanged:
            layoutChanged(argument)
        case .announcement:
            guard let announcement = Announcement(argument: argument) else { return }
            switch announcement.handling {
            case .interrupt: say(announcement.text, kind: .announcement)
            case .high: say(announcement.text, kind: .announcement, priority: .high)
            case .queue: say(announcement.text, kind: .announcement, mode: .enqueue)
            }
        case .pageScrolled:
            refresh()
            resolveStaleFocus(speaking: false)
            guard let status = spokenString(from: argument) else { return }
            lastScrollStatus = status
            if !suppressesScrollStatus { say(status, kind: .scrollStatus) }
        default:
            // pause / resumeAssistiveTechnology are for Switch Control; VoiceOver ignores them.
            break
        }
    }

    /// A new screen: the screen-changed sound; speech waiting is dropped and Read All stops;
    /// focus goes to the argument when it is an element on screen, else — when the modal view the
    /// cursor moved into has gone (a dismissed presentation) — back to the element it left
    /// (`modalReturnTarget()`), else to the summary element, else the first element [U: the summary element as when VoiceOver starts, Developing Accessible iOS Apps, chapter 6: Weather
    /// example]; a string argument is spoken instead of the element.
    private func screenChanged(_ argument: Any?) {
        play(.screenChanged)
        isReadingAll = false
        lastScrollStatus = nil
        refresh()
        discardQueuedSpeech()
        let requested = (argument as? NSObject).flatMap { tree.index(of: $0) }.map { tree.elements[$0] }
        let target =
            requested
            ?? modalReturnTarget()
            ?? tree.elements.first { $0.traits.contains(.summaryElement) }
            ?? tree.elements.first
        moveFocus(to: target?.object)
        cursorTakeovers += 1
        refresh()
        scrollFocusedElementIntoView()
        if let text = spokenString(from: argument) {
            say(text, kind: .notification)
        } else if let node = focusedNode {
            speakElement(node)
        }
    }

    /// Part of the screen changed: no sound; an element argument on screen takes focus and is
    /// spoken; a string is spoken and focus stays; nil keeps focus (a cursor whose element went
    /// away moves, docs/voiceover-behaviour.md §8 (Focus), and speaks the element it lands on).
    private func layoutChanged(_ argument: Any?) {
        refresh()
        if let object = argument as? NSObject, tree.index(of: object) != nil {
            isReadingAll = false
            moveFocus(to: object)
            cursorTakeovers += 1
            refresh()
            scrollFocusedElementIntoView()
            if let node = focusedNode { speakElement(node) }
        } else if let text = spokenString(from: argument) {
            resolveStaleFocus(speaking: false)
            say(text, kind: .notification)
        } else {
            resolveStaleFocus(speaking: true)
        }
    }
}
