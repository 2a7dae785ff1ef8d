import EarshotUIKit

/// SwiftUI's accessibility modifiers (today's spellings).
nonisolated extension View {
    /// The label VoiceOver speaks first; on a shape, image or stack it makes the view an element.
    public func accessibilityLabel(_ label: Text) -> some View { accessibilityModifier { $0.label = label.content } }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibilityLabel(Text(label)) }

    /// The value, spoken after the label.
    public func accessibilityValue(_ value: Text) -> some View { accessibilityModifier { $0.value = value.content } }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibilityValue(Text(value)) }

    /// The hint, spoken last after a pause.
    public func accessibilityHint(_ hint: Text) -> some View { accessibilityModifier { $0.hint = hint.content } }
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibilityHint(Text(hint)) }

    /// Adds traits.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        accessibilityModifier {
            $0.addedTraits.formUnion(traits.uiKit)
            $0.removedTraits.subtract(traits.uiKit)
            if traits.contains(.isModal) { $0.isModal = true }
        }
    }

    /// Removes traits, one or an array.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibilityModifier {
            $0.removedTraits.formUnion(traits.uiKit)
            $0.addedTraits.subtract(traits.uiKit)
            if traits.contains(.isModal) { $0.isModal = false }
        }
    }

    /// True removes the view and its subtree from accessibility; false changes nothing.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        accessibilityModifier(marking: false) { if hidden { $0.isHidden = true } }
    }

    /// Marks the element interactive (or not) for tools such as the auditor; never spoken.
    public func accessibilityRespondsToUserInteraction(_ responds: Bool = true) -> some View {
        accessibilityModifier(marking: false) { $0.respondsToUserInteraction = responds }
    }

    /// An identifier for tests; never spoken.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        accessibilityModifier(marking: false) { $0.identifier = identifier }
    }

    /// Reorders this view among its siblings: higher first, default 0.
    public func accessibilitySortPriority(_ priority: Double) -> some View {
        accessibilityModifier(marking: false) { $0.sortPriority = priority.isFinite ? priority : 0 }
    }

    /// Voice Control's names for the element; VoiceOver never speaks them.
    public func accessibilityInputLabels(_ labels: [Text]) -> some View {
        accessibilityModifier(marking: false) { $0.inputLabels = labels.map(\.content) }
    }
    public func accessibilityInputLabels<S: StringProtocol>(_ labels: [S]) -> some View {
        accessibilityInputLabels(labels.map { Text($0) })
    }

    /// The heading level; without `.isHeader` nothing is spoken (docs/swiftui.md).
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        accessibilityModifier(marking: false) { $0.headingLevel = level }
    }

    /// Makes the view an accessibility element: `.ignore` (the default) a new element with no
    /// properties of its own, `.combine` one element merging the children, `.contain` a container.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibilityModifier(marking: false) { $0.childBehavior = children }
    }

    /// An action of a kind: `.default` is the double tap; `.escape` runs on the two-finger scrub and
    /// `.magicTap` on the two-finger double tap while VoiceOver is on this view or inside it.
    public func accessibilityAction(_ kind: AccessibilityActionKind, _ handler: @escaping () -> Void) -> some View {
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let handler = handler
        return accessibilityModifier(marking: kind == .default) {
            switch kind.kind {
            case .default:
                $0.defaultAction = handler
                $0.addedTraits.insert(.button)
            case .escape: $0.escape = handler
            case .magicTap: $0.magicTap = handler
            }
        }
    }

    /// Custom actions from views: each `Button` inside becomes an action named by its label. iOS
    /// offers them last-declared first (AccessibilitySnapshot's CustomActionsDemo reference
    /// images, iOS 18.5 and 26.2: "Delete, Archive, Forward, Reply, Add to favorites" for buttons
    /// written in the opposite order).
    public func accessibilityActions<Actions: View>(@ViewBuilder _ actions: () -> Actions) -> some View {
        let content = actions()
        return ModifiedView(content: self, environment: nil) { nodes, context in
            let named = context.resolve(content, id: "actions").flatMap(HostedItem.items).flatMap(\.elements)
                .compactMap { element in element.activate.map { (name: element.label ?? "", handler: $0) } }
                .reversed()
            for node in nodes.map(\.accessibilityTarget) {
                node.accessibility.namedActions += named
                node.accessibility.isModified = true
            }
            return nodes
        }
    }

    /// The element's activation: double tap runs `handler`, and the element is a button
    /// (rjchatfield/AX, `AXTests/SwiftUI/AXTests.swift` testAXActionUnamed: a text given an action
    /// has the button trait).
    public func accessibilityAction(_ handler: @escaping () -> Void) -> some View {
        accessibilityAction(.default, handler)
    }

    /// A custom action VoiceOver offers by `name` ("Actions Available").
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let handler = handler
        return accessibilityModifier { $0.namedActions.append((name.content, handler)) }
    }
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(named: Text(name), handler)
    }
}

/// The guide's spellings (`.accessibility(label:)` …), deprecated in iOS 14–15 but still compiling,
/// as the Accessibility Programming Guide for iOS writes them (listings 6-2 to 6-14).

nonisolated extension View {
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
    public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }
}

/// `.accessibility(label: "Send")` as the guide writes it (a string literal where SwiftUI takes
/// `Text`): Text is expressible by a string literal, as `LocalizedStringKey` makes it in SwiftUI.
extension Text: ExpressibleByStringLiteral {
    public nonisolated init(stringLiteral value: String) { self.init(LocalizedStringKey(value)) }
}

/// The direction of an adjustable action.
public enum AccessibilityAdjustmentDirection: Sendable {
    case increment, decrement
}

nonisolated extension View {
    /// Runs `handler` on VoiceOver's three-finger swipe on this view or inside it, with the edge
    /// scrolled toward: swiping down (scrolling up) gives `.top`, up gives `.bottom`, right gives
    /// `.leading`, left `.trailing` (docs/swiftui.md). VoiceOver plays its scroll sound.
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View {
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let handler = handler
        return accessibilityModifier(marking: false) { $0.scroll = handler }
    }

    /// Makes the element adjustable ("Adjustable" and the adjust hint): swipe up calls `handler`
    /// with `.increment`, swipe down with `.decrement`, then VoiceOver speaks the new value.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let handler = handler
        return accessibilityModifier {
            $0.addedTraits.insert(.adjustable)
            $0.adjust = handler
        }
    }

    /// Opacity 0 (at most 0.01, as UIKit's alpha rule) removes the view from accessibility; other
    /// opacities change nothing VoiceOver hears.
    public func opacity(_ opacity: Double) -> some View {
        accessibilityModifier(marking: false) { if !(opacity > Double(AccessibilityFilter.invisibleAlpha)) { $0.isHidden = true } }
    }
}

/// The kinds of `.accessibilityAction(_:_:)`.
public struct AccessibilityActionKind: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case `default`, escape, magicTap }
    let kind: Kind
    public static let `default` = Self(kind: .default)
    public static let escape = Self(kind: .escape)
    public static let magicTap = Self(kind: .magicTap)
}

nonisolated extension View {
    /// VoiceOver hears `representation` instead of this view: its elements, at this view's frame
    /// (a custom control represented by a `Slider` or `Toggle`).
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        represented(by: representation(), id: "representation", contain: false)
    }

    /// This view becomes a container whose children are the elements of `children`, laid out in
    /// this view's frame (a chart whose bars VoiceOver visits one by one).
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        represented(by: children(), id: "children", contain: true)
    }

    private func represented<V: View>(by stand: V, id: String, contain: Bool) -> some View {
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let stand = stand
        return ModifiedView(content: self, environment: nil) { nodes, context in
            nodes.map { node in
                node.accessibility.isHidden = true
                let wrapper = ViewNode(
                    path: node.path + "#" + id, layout: .represented,
                    children: [node] + context.resolve(stand, id: id))
                if contain { wrapper.accessibility.childBehavior = .contain }
                return wrapper
            }
        }
    }
}
