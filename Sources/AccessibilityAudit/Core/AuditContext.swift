import AccessibilityTree
import EarshotUIKit
import VoiceOverSimulator

/// Everything a rule may read about one screen: the tree the one walk produced, the configuration,
/// what VoiceOver says on each element, and read-only views of the live objects behind the tree.
///
/// Built once per audit; derived data (speech, the views' painting order, lookups) is computed
/// on first use and shared by every rule.
@MainActor
public final class AuditContext {
    public let tree: AccessibilityTree
    public let configuration: AuditConfiguration
    public let screen: AuditScreen
    /// Where each element came from (its file position, whether iOS draws it), when the caller knows.
    public var origin: ((AccessibilityNode) -> AuditElementOrigin?)?
    /// The app's string tables, when the caller gave them (`Auditor.localizations`).
    public var localizations: AppLocalizations?

    public init(tree: AccessibilityTree, configuration: AuditConfiguration = .init(), screen: AuditScreen = .init()) {
        self.tree = tree
        self.configuration = configuration
        self.screen = screen
        // Made here, every audit needs them: a constant the rules read without a reference count
        // for the array at every look-up, as a lazy property's getter would take (AuditContext+Facts.swift).
        var facts: [ElementFacts] = []
        facts.reserveCapacity(tree.elements.count)
        for node in tree.elements { facts.append(ElementFacts(node)) }
        elementFacts = facts
    }

    public var thresholds: AuditThresholds { configuration.thresholds }

    // MARK: Speech

    /// What VoiceOver says on each element, in reading order, with the default settings and the
    /// configured speaking rate.
    public private(set) lazy var speech: [ElementSpeech] = {
        var speech: [ElementSpeech] = []
        speech.reserveCapacity(tree.elements.count)
        SpeechComposer(settings: VoiceOverSettings(speakingRate: configuration.speakingRate))
            .speakEveryElement(of: tree) { speech.append($1) }
        return speech
    }()

    /// The description VoiceOver speaks at once on `node` ("Add, Button").
    public func spokenDescription(of node: AccessibilityNode) -> String {
        speech.indices.contains(node.index) ? speech[node.index].description : ""
    }

    /// How the simulator times speech at the configured speaking rate (docs/voiceover-behaviour.md §11 (Speech timing)).
    public var speechTiming: SpeechTiming { SpeechTiming(speakingRate: configuration.speakingRate) }

    /// How long VoiceOver takes to say everything on `node`, description and hint, in seconds,
    /// by the simulator's own timing.
    public func speechSeconds(of node: AccessibilityNode) -> Double {
        guard speech.indices.contains(node.index) else { return 0 }
        let spoken = speech[node.index]
        return speechTiming.duration(description: spoken.description, hint: spoken.hint).auditSeconds
    }

    // MARK: Elements

    /// Whether a user acts on `node`: it responds to interaction, has an interactive trait or
    /// custom actions, or is a tab.
    public func isActionable(_ node: AccessibilityNode) -> Bool {
        node.respondsToUserInteraction || !node.traits.isDisjoint(with: .interactive)
            || !node.customActions.isEmpty || node.isTab
    }

    /// The language `node` is spoken in: its own `accessibilityLanguage`, else the device's.
    public func language(of node: AccessibilityNode) -> String {
        let own = AuditText.trimmed(node.language)
        return own.isEmpty ? tree.language : own
    }

    /// The word lists to search on `node`: its language's, then English.
    func vocabularies(for node: AccessibilityNode) -> [AuditVocabulary] {
        AuditVocabulary.lists(for: language(of: node))
    }

    /// The index in reading order of the element for `object`.
    /// - Complexity: O(1) after an O(n) first call.
    public func elementIndex(of object: AnyObject) -> Int? {
        elementIndexByObject[ObjectIdentifier(object)]
    }

    private lazy var elementIndexByObject: [ObjectIdentifier: Int] = {
        var map: [ObjectIdentifier: Int] = [:]
        map.reserveCapacity(tree.elements.count)
        for node in tree.elements where map[ObjectIdentifier(node.object)] == nil {
            map[ObjectIdentifier(node.object)] = node.index
        }
        return map
    }()

    /// The containers above `node`, outermost first.
    public func containersAbove(_ node: AccessibilityNode) -> [AccessibilityContainer] {
        tree.ancestors(of: node).reversed()
    }

    // MARK: Live objects

    /// The view that draws `node`: the object itself when it is a view, else the nearest view up
    /// its chain of accessibility containers (a `UIAccessibilityElement`'s container view).
    /// - Complexity: O(d), d the number of element containers above it.
    public func view(of node: AccessibilityNode) -> UIView? {
        UIView.nearest(to: node.object)
    }

    /// The painting-order record of the view that draws `node` (`view(of:)`), nil without one
    /// or outside the hierarchy: worked out once per element and shared by the rules that place
    /// elements among the views.
    /// - Complexity: O(1) after an O(n) first call.
    func record(of node: AccessibilityNode) -> PaintingOrder.Record? {
        guard let hierarchy else { return nil }
        // This tree's node or another read's: told by the facts' node, a constant, without fetching
        // the tree's node (AuditContext+Facts.swift).
        guard elementRecordOrders.indices.contains(node.index), elementFacts[node.index].node.isSameNode(as: node) else {
            return view(of: node).flatMap { hierarchy.record(of: $0) }
        }
        let order = elementRecordOrders[node.index]
        return order >= 0 ? hierarchy.records[order] : nil
    }

    /// Each element's record index in the hierarchy, in reading order; -1 for none.
    private lazy var elementRecordOrders: [Int] = {
        var orders = Array(repeating: -1, count: tree.elements.count)
        guard let hierarchy else { return orders }
        for node in tree.elements {
            if let view = view(of: node), let order = hierarchy.order(of: view) { orders[node.index] = order }
        }
        return orders
    }()

    /// What stands behind each drawn view that was asked about, by painting order
    /// (`backdrop(of:)`): the text rules ask for the same texts.
    var backdropByOrder: [Int: UIColor?] = [:]

    /// The top of the live hierarchy the tree came from (its window), or nil for a tree whose
    /// elements have no views.
    public private(set) lazy var rootView: UIView? = {
        var start: UIView?
        for container in tree.containers {
            if let view = container.object as? UIView {
                start = view
                break
            }
        }
        if start == nil {
            for node in tree.elements {
                if let view = view(of: node) {
                    start = view
                    break
                }
            }
        }
        guard var top = start else { return nil }
        while let parent = top.superview { top = parent }
        return top
    }()

    /// The screen in screen coordinates: the window's frame, else an iPhone's 390 × 844 points.
    public private(set) lazy var screenBounds: CGRect = {
        if let window = rootView as? UIWindow, window.bounds.width > 0, window.bounds.height > 0 {
            return window.frameInScreen
        }
        return UIScreen.phone.bounds
    }()

    /// The live views in painting order, the tree's (`AccessibilityTree.paintingOrder(under:)`),
    /// or nil without views.
    private(set) lazy var hierarchy: PaintingOrder? = rootView.map { tree.paintingOrder(under: $0) }

    /// Every drawn, visible view that shows text, in painting order (built once, shared by the
    /// text rules).
    private(set) lazy var textSamples: [TextSample] = makeTextSamples()

    /// The views that can stand behind text, indexed by position.
    private(set) lazy var backdropGrid: BackdropGrid = makeBackdropGrid()

    /// Each element's text facts, in reading order (AuditContext+Facts.swift).
    let elementFacts: [ElementFacts]

    /// The elements a finger can act on: actionable, not dimmed, with a frame of some size.
    private(set) lazy var touchTargets: [AccessibilityNode] = elements { node in
        isActionable(node) && !node.traits.contains(.notEnabled) && node.frame.width > 0 && node.frame.height > 0
    }

    /// For each undersized target (offset in `touchTargets`), the first other target too close
    /// to it under WCAG 2.5.8's spacing exception (AuditContext+TargetSpacing.swift); worked out
    /// once for `target.size` and `target.spacing`.
    private(set) lazy var crowdedTargets: [Int: AccessibilityNode] = makeCrowdedTargets()

    // MARK: Building findings

    /// A finding on `node` from `rule`, with the rule's severity and review flag unless given.
    public func finding(
        _ rule: some AuditRule, _ node: AccessibilityNode, _ message: String, severity: Severity? = nil,
        needsReview: Bool? = nil
    ) -> Finding {
        Finding(
            ruleID: rule.id, severity: severity ?? rule.defaultSeverity, message: message,
            element: findingElement(for: node), needsReview: needsReview ?? rule.needsReview
        )
    }

    /// A screen-wide finding from `rule`.
    public func screenFinding(
        _ rule: some AuditRule, _ message: String, severity: Severity? = nil, needsReview: Bool? = nil
    ) -> Finding {
        Finding(
            ruleID: rule.id, severity: severity ?? rule.defaultSeverity, message: message, element: nil,
            needsReview: needsReview ?? rule.needsReview
        )
    }

    /// The report's copy of `node`.
    public func findingElement(for node: AccessibilityNode) -> FindingElement {
        // Loops rather than `compactMap`, as in `findings(_:)`: this runs for every finding.
        var identifiers: [String] = []
        var labels: [String] = []
        for container in containersAbove(node) {
            if let identifier = nonEmpty(container.identifier) { identifiers.append(identifier) }
            if let label = nonEmpty(container.label) { labels.append(label) }
        }
        if let identifier = nonEmpty(node.identifier) { identifiers.append(identifier) }
        labels.append(nonEmpty(node.label) ?? "#\(node.index)")
        return FindingElement(
            index: node.index, identifier: nonEmpty(node.identifier), label: node.label, frame: node.frame,
            spokenDescription: spokenDescription(of: node), identifierPath: identifiers.joined(separator: "/"),
            labelPath: labels.joined(separator: " › "), origin: origin?(node)
        )
    }

    private func nonEmpty(_ text: String?) -> String? {
        let trimmed = AuditText.trimmed(text)
        return trimmed.isEmpty ? nil : trimmed
    }
}
