import AccessibilityTree

/// `rotor.headings`: the Headings rotor does not help on this screen (catalogue idea 6).
///
/// VoiceOver users skim a screen by heading with the rotor. A long screen (more than
/// `headings-after-elements` elements, 12) with no heading leaves them only swiping; headings
/// with the same label make the Headings list ambiguous (info); a landmark container without a
/// heading has no title in that list (info). Fix: mark section titles with the header trait, and
/// make them distinct. Tools: none (new check).
public struct RotorHeadings: AuditRule {
    public let id = "rotor.headings"
    public let defaultSeverity = Severity.warning
    public let summary = "A long screen without headings, duplicate headings, or a landmark without a heading."
    public let help = """
        Headings let VoiceOver users jump between sections with the rotor. Give long screens a \
        heading per section (the header trait on section titles), with distinct labels.
        """
    public let tags = ["wcag:1.3.1", "wcag:2.4.6", "wcag:2.4.10"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        let elements = context.tree.elements
        let headings = context.elements { $0.traits.contains(.header) && !context.facts(of: $0).label.isEmpty }
        var findings: [Finding] = []
        if headings.isEmpty, elements.count > context.thresholds.headingsAfterElements {
            findings.append(
                context.screenFinding(
                    self,
                    "The screen has \(elements.count) elements and no heading; VoiceOver users cannot skim it with the Headings rotor."
                ))
        }
        var seen: [String: Int] = [:]
        for heading in headings {
            let key = context.facts(of: heading).normalizedLabel
            if let first = seen[key] {
                findings.append(
                    context.finding(
                        self, heading,
                        "The heading \"\(context.facts(of: heading).label)\" repeats heading #\(first); the Headings rotor cannot tell them apart.",
                        severity: .info
                    ))
            } else {
                seen[key] = heading.index
            }
        }
        let containers = context.tree.containers
        let headingCounts = context.totalsByContainer { $0.traits.contains(.header) ? 1 : 0 }
        let firsts = context.firstElementByContainer()
        for (index, container) in containers.enumerated() where container.containerType == .landmark {
            guard let head = firsts[index], headingCounts[index] == 0 else { continue }
            let name = AuditText.trimmed(container.label)
            findings.append(
                context.finding(
                    self, elements[head], "The landmark\(name.isEmpty ? "" : " \"\(name)\"") has no heading inside it.", severity: .info
                ))
        }
        return findings
    }
}
