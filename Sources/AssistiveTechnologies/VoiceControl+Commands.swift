import AccessibilityTree
import EarshotUIKit

extension VoiceControl {
    /// What a command did.
    public enum Outcome: Sendable, Hashable {
        /// The command ran.
        case done
        /// The name fits several elements; they are now numbered 1… (their names, in reading
        /// order): say "Tap ⟨number⟩".
        case chooseNumber([String])
    }

    /// The commands Voice Control knows here, for messages and help.
    public nonisolated static let commands = [
        "Show names", "Show numbers", "Hide names", "Hide numbers", "Tap ⟨name⟩", "Tap ⟨number⟩",
        "Swipe up|down|left|right", "Scroll up|down|left|right",
    ]

    /// Carries out a spoken command. Throws for a command Voice Control does not know, a name no
    /// element answers to, or a number that is not shown.
    @discardableResult
    public func perform(_ command: String) throws -> Outcome {
        refresh()
        let words = command.split(whereSeparator: \.isWhitespace).map(String.init)
        events.append(.heard(command))
        guard let verb = words.first?.lowercased() else { throw unknown(command) }
        let rest = words.dropFirst().joined(separator: " ")
        switch (Self.normalized(verb), Self.normalized(rest)) {
        case ("show", "names"), ("show", "numbers"):
            overlay = Self.normalized(rest) == "names" ? .names : .numbers
            events.append(.overlayShown(Self.normalized(rest)))
            return .done
        case ("hide", "names"), ("hide", "numbers"):
            overlay = .none
            events.append(.overlayHidden)
            return .done
        case ("swipe", let direction), ("scroll", let direction):
            guard let scrollDirection = Self.scrollDirection(verb: verb, direction) else { throw unknown(command) }
            scrollScreen(scrollDirection)
            return .done
        case ("tap", let target) where !target.isEmpty:
            return try tap(rest)
        default:
            throw unknown(command)
        }
    }

    private func unknown(_ command: String) -> VoiceControlError {
        VoiceControlError("Voice Control does not know \"\(command)\"; it knows \(Self.commands.joined(separator: ", ")).")
    }

    /// "Tap ⟨number⟩" picks from the numbers shown; "Tap ⟨name⟩" from the names.
    private func tap(_ target: String) throws -> Outcome {
        if let number = Int(target) {
            let shown = overlayLabels
            guard !shown.isEmpty, overlay == .numbers || disambiguationPending else {
                throw VoiceControlError("No numbers are shown; say \"Show numbers\" first.")
            }
            guard number >= 1, number <= shown.count else {
                throw VoiceControlError("No item is numbered \(number); the numbers shown are 1 to \(shown.count).")
            }
            let node = shown[number - 1].node
            endDisambiguation()
            app.activate(node)
            refresh()
            return .done
        }
        let candidates = actionableElements.filter { Self.matches(target, $0) }
        switch candidates.count {
        case 0:
            let names = actionableElements.map(Self.name(of:)).filter { !$0.isEmpty }
            throw VoiceControlError(
                "No item is named \"\(target)\"; the names on screen are \(names.isEmpty ? "none" : names.joined(separator: ", ")).")
        case 1:
            endDisambiguation()
            app.activate(candidates[0])
            refresh()
            return .done
        default:
            beginDisambiguation(candidates)
            let names = candidates.map(Self.name(of:))
            events.append(.askedToChoose(names))
            return .chooseNumber(names)
        }
    }

    /// Swipes and scrolls go to the screen's scroll views, outermost first (Voice Control has no
    /// cursor): "Swipe up" and "Scroll down" show what is below.
    private func scrollScreen(_ direction: UIAccessibilityScrollDirection) {
        let scrollViews = tree.containers.map(\.object).filter { $0 is UIScrollView }
        for scrollView in scrollViews {
            if callApp("accessibilityScroll(.\(direction))", on: scrollView, { scrollView.accessibilityScroll(direction) }) {
                refresh()
                return
            }
        }
        events.append(.nothingScrolled)
    }

    /// The content direction: a swipe moves the finger (up shows what is below), a scroll names
    /// where to go (down shows what is below).
    static func scrollDirection(verb: String, _ word: String) -> UIAccessibilityScrollDirection? {
        let swipe: [String: UIAccessibilityScrollDirection] = ["up": .down, "down": .up, "left": .right, "right": .left]
        let scroll: [String: UIAccessibilityScrollDirection] = ["up": .up, "down": .down, "left": .left, "right": .right]
        return verb == "swipe" ? swipe[word] : scroll[word]
    }
}
