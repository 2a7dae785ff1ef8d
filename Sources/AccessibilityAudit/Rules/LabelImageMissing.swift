/// `label.image-missing`: an image exposed to VoiceOver without a label.
///
/// VoiceOver says only "Image", which tells the user nothing and costs a swipe. Fix: describe the
/// image in `accessibilityLabel`, or, when it is decorative, stop exposing it
/// (`isAccessibilityElement = false`). Tools: axe, ATF.
public struct LabelImageMissing: AuditRule {
    public let id = "label.image-missing"
    public let defaultSeverity = Severity.error
    public let summary = "An image element has no label (or a decorative image is exposed)."
    public let help = """
        VoiceOver says only "Image". Describe what the image shows in accessibilityLabel, or, if it is \
        decorative, set isAccessibilityElement = false so VoiceOver skips it.
        """
    public let tags = ["wcag:1.1.1", "axe", "ATF"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.findings { node in
            guard node.traits.contains(.image), context.facts(of: node).label.isEmpty else { return nil }
            return context.finding(
                self, node,
                "The image has no label; VoiceOver says \"\(context.spokenDescription(of: node))\". Describe it, or hide it if it is decorative."
            )
        }
    }
}
