import AccessibilityTree
import EarshotUIKit

extension VoiceOver {
    /// What VoiceOver says for `node`.
    func elementSpeech(for node: AccessibilityNode) -> ElementSpeech {
        composer.speech(for: node, deviceLanguage: tree.language)
    }

    /// Speaks `node` (description, then the hint after a pause), interrupting current speech.
    @discardableResult
    func speakElement(_ node: AccessibilityNode, includingHint: Bool = true, isReadAll: Bool = false) -> String? {
        let spoken = elementSpeech(for: node)
        if node.object === focusedObject {
            polledParts = spoken.descriptionParts
        }
        if !node.customActions.isEmpty, settings.actionsVerbosity == .playSound {
            events.append(.soundPlayed(.actionsAvailable))
            timeline.played(.actionsAvailable, at: now)
        }
        let hint = includingHint ? spoken.hint : nil
        let text = spoken.text(includingHint: includingHint)
        let segments = SpeechTiming(speakingRate: settings.speakingRate).segments(description: spoken.description, hint: hint)
        return say(
            text, kind: .element, duration: SpeechTiming.end(of: segments), isReadAll: isReadAll, segments: segments,
            language: node.language
        )
    }

    /// Says `text`. Empty text says nothing and returns nil.
    @discardableResult
    func say(
        _ text: String, kind: VoiceOverSpeechKind, mode: SpeechQueue.Mode = .interrupt,
        priority: Utterance.Priority = .normal, duration: Duration? = nil, isReadAll: Bool = false,
        segments: [SpeechTimeline.Segment]? = nil, language: String? = nil
    ) -> String? {
        guard !text.isEmpty else { return nil }
        nextUtteranceID += 1
        let utterance = Utterance(
            id: nextUtteranceID, text: text, kind: kind,
            duration: duration ?? SpeechTiming(speakingRate: settings.speakingRate).duration(of: text),
            priority: priority, isReadAll: isReadAll, segments: segments, language: language
        )
        gestureSpeech?.append(text)
        apply(speech.speak(utterance, mode: mode, at: now))
        return text
    }

    /// Drops queued speech; queued announcements finish unsuccessfully.
    func discardQueuedSpeech() {
        apply(speech.discardQueued())
    }

    func play(_ sound: VoiceOverSound) {
        events.append(.soundPlayed(sound))
        timeline.played(sound, at: now)
    }

    /// Records speech changes and posts announcementDidFinish for announcements that ended.
    func apply(_ changes: [SpeechQueue.Change]) {
        for change in changes {
            switch change {
            case .started(let utterance):
                spokenLog.append(utterance.text)
                lastSpoken = utterance.text
                events.append(.spoke(utterance.text, utterance.kind))
                timeline.began(utterance, language: utterance.language ?? settings.language ?? tree.language, at: now)
            case .interrupted(let utterance):
                events.append(.speechInterrupted(utterance.text))
                timeline.stopped(utterance, at: now)
                if utterance.isAnnouncement { postAnnouncementDidFinish(utterance.text, success: false) }
            case .finished(let utterance):
                timeline.stopped(utterance, at: now)
                if utterance.isAnnouncement { postAnnouncementDidFinish(utterance.text, success: true) }
            case .discarded(let utterance):
                if utterance.isAnnouncement { postAnnouncementDidFinish(utterance.text, success: false) }
            }
        }
    }

    /// Posts `announcementDidFinishNotification` with UIKit's userInfo keys, as app code sees it.
    func postAnnouncementDidFinish(_ text: String, success: Bool) {
        events.append(.announcementFinished(text, success: success))
        let userInfo: [AnyHashable: Any] = [
            UIAccessibility.announcementStringValueUserInfoKey: text,
            UIAccessibility.announcementWasSuccessfulUserInfoKey: NSNumber(value: success),
        ]
        callApp(nil, on: nil) {
            NotificationCenter.default.post(name: UIAccessibility.announcementDidFinishNotification, object: self, userInfo: userInfo)
        }
    }
}
