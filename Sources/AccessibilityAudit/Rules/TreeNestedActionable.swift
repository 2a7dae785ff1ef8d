import AccessibilityTree
import EarshotUIKit

/// `tree.nested-actionable`: an element that hides controls inside it.
///
/// An element is a leaf: VoiceOver never looks inside it (docs/voiceover-behaviour.md §1 (Tree walk) rule 3), so a button drawn inside
/// a cell that is one element cannot be reached. Developing Accessible iOS Apps, chapter 6: semantic cell shows the fix: hide the
/// inner buttons and offer each as a custom action. Read from the live views below the element
/// (its subtree of the painting order, no recursion): enabled, visible `UIControl`s and views with interactive
/// traits that are not elements themselves. Covered, and not flagged: as many custom actions as
/// hidden controls; an adjustable element over adjustable controls (Developing Accessible iOS Apps, chapter 6: travelers view
/// forwards increment and decrement to its slider); a single control that the element's
/// activation point hits. Tools: axe.
public struct TreeNestedActionable: AuditRule {
    public let id = "tree.nested-actionable"
    public let defaultSeverity = Severity.error
    public let summary = "An element contains controls VoiceOver cannot reach."
    public let help = """
        VoiceOver never looks inside an element, so controls drawn inside it are unreachable. Offer \
        each one as a custom action on the element (accessibilityCustomActions), or stop making the \
        outer view an element so the controls are reached one by one.
        """
    public let tags = ["wcag:2.1.1", "wcag:4.1.2", "axe"]

    public init() {}

    /// - Complexity: O(size of each element's view subtree), without recursion.
    public func check(_ context: AuditContext) -> [Finding] {
        guard let hierarchy = context.hierarchy else { return [] }
        return context.findings { node in
            guard node.object is UIView, let root = context.record(of: node), root.subtreeEnd > root.order else { return nil }
            let hidden = hiddenControls(below: root, in: hierarchy, context: context)
            guard !hidden.isEmpty else { return nil }
            if node.customActions.count >= hidden.count { return nil }
            if node.traits.contains(.adjustable),
                hidden.allSatisfy({ $0.accessibilityTraits.contains(.adjustable) })
            {
                return nil
            }
            if hidden.count == 1, let hit = context.hitView(at: node.activationPoint), hit.isDescendant(of: hidden[0]) {
                return nil
            }
            let names = hidden.prefix(4).map { view -> String in
                let label = AuditText.trimmed(view.accessibilityLabel)
                return label.isEmpty ? String(describing: type(of: view)) : "\"\(label)\""
            }
            let more = hidden.count > 4 ? " and \(hidden.count - 4) more" : ""
            return context.finding(
                self, node,
                "The element hides \(hidden.count) control\(hidden.count == 1 ? "" : "s") inside it (\(names.joined(separator: ", "))\(more)) that VoiceOver cannot reach; offer them as custom actions."
            )
        }
    }

    /// Interactive views inside `root` (not `root` itself) that are drawn and not elements of the
    /// tree; the search does not descend into them.
    @MainActor
    private func hiddenControls(below root: PaintingOrder.Record, in hierarchy: PaintingOrder, context: AuditContext) -> [UIView] {
        var found: [UIView] = []
        hierarchy.forEachView(inSubtreeOf: root, includingItself: false) { record in
            let view = record.view
            guard view.takesTouches else { return .skipSubviews }
            if context.elementIndex(of: view) != nil { return .skipSubviews }
            let interactive: Bool
            if let control = view as? UIControl {
                interactive = control.isEnabled
            } else {
                interactive = !view.accessibilityTraits.isDisjoint(with: .interactive)
            }
            if interactive {
                found.append(view)
                return .skipSubviews
            }
            return .descend
        }
        return found
    }
}
