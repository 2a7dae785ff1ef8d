import AccessibilityTree
import EarshotUIKit

/// `tree.parent-child`: the accessibility hierarchy does not hold together.
///
/// Reported from what the walk found (docs/voiceover-behaviour.md §1 (Tree walk): each object is visited once and cycles are
/// reported): a cycle (an `accessibilityElements` array leading back to an ancestor), an object
/// listed by two containers (read once, so one of the two places is silently skipped), and entries
/// that are not accessibility objects. From the live objects: a `UIAccessibilityElement` whose
/// `accessibilityContainer` is not the container that lists it (its container-space frame and
/// VoiceOver's navigation use that back pointer), and a view listed by a container view it is not
/// inside. Fix: list every element in exactly one container and set each element's container to
/// that container. Tools: Xcode's audit (macOS), ATF (cycles).
public struct TreeParentChild: AuditRule {
    public let id = "tree.parent-child"
    public let defaultSeverity = Severity.error
    public let summary = "Cycles, elements in two containers, or children whose container does not point back."
    public let help = """
        Every element must appear in exactly one container, containers must not list their own \
        ancestors, and each UIAccessibilityElement's accessibilityContainer must be the container \
        that lists it. Otherwise VoiceOver skips elements, loops, or places frames wrongly.
        """
    public let tags = ["wcag:4.1.1", "wcag:1.3.1", "Xcode", "ATF"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        for problem in context.tree.problems {
            let severity: Severity = problem.kind == .duplicate ? .warning : .error
            let message: String
            switch problem.kind {
            case .cycle: message = "Cycle: \(problem.message)"
            case .duplicate: message = "Listed twice and read once: \(problem.message)"
            case .invalidElement: message = "Not an accessibility object: \(problem.message)"
            }
            if let object = problem.object, let index = context.elementIndex(of: object) {
                findings.append(context.finding(self, context.tree.elements[index], message, severity: severity))
            } else {
                findings.append(context.screenFinding(self, message, severity: severity))
            }
        }
        for node in context.tree.elements {
            guard let parent = node.parentContainer, context.tree.containers.indices.contains(parent) else { continue }
            let container = context.tree.containers[parent]
            guard container.hasExplicitOrder else { continue }
            if node.object is UIAccessibilityElement {
                let back = node.object.accessibilityContainer
                if back !== container.object {
                    let pointsTo = back.map { "\(type(of: $0))" } ?? "nothing"
                    findings.append(
                        context.finding(
                            self, node,
                            "The element is listed by \(type(of: container.object)) but its accessibilityContainer points to \(pointsTo); set it to the listing container.",
                            severity: .warning
                        ))
                }
            } else if let view = node.object as? UIView, let containerView = container.object as? UIView,
                !view.isDescendant(of: containerView)
            {
                findings.append(
                    context.finding(
                        self, node,
                        "The view is listed in the accessibilityElements of \(type(of: containerView)) but is not inside it; list it from its own superview chain.",
                        severity: .warning
                    ))
            }
        }
        return findings
    }
}
