// The rules name the texts' overload by its label (`findings(ofTexts:)`), never by a trailing closure.
// swift-format-ignore-file: AmbiguousTrailingClosureOverload
import AccessibilityTree

extension AuditContext {
    /// The findings `check` makes of each element, in reading order: the loop of every rule that
    /// looks at elements one at a time.
    ///
    /// A loop here rather than the standard library's `compactMap`: a closure formed on the main
    /// actor and handed to the standard library (built without strict concurrency checking) is
    /// checked at every call to run on the main actor, and with two dozen such rules those checks
    /// would be a noticeable part of an audit. Handed to this main-actor method, it is not.
    /// - Complexity: O(n) calls of `check`, n the elements.
    public func findings(_ check: (AccessibilityNode) -> Finding?) -> [Finding] {
        var findings: [Finding] = []
        for node in tree.elements {
            if let finding = check(node) { findings.append(finding) }
        }
        return findings
    }

    /// The elements, in reading order, for which `isIncluded` is true: the rules' `filter`, as a
    /// loop for the reason above.
    /// - Complexity: O(n) calls of `isIncluded`, n the elements.
    public func elements(where isIncluded: (AccessibilityNode) -> Bool) -> [AccessibilityNode] {
        var included: [AccessibilityNode] = []
        for node in tree.elements where isIncluded(node) { included.append(node) }
        return included
    }

    /// The findings `check` makes of each drawn text (`textSamples`), in painting order: the loop
    /// of the text rules, for the reason above.
    /// - Complexity: O(t) calls of `check`, t the drawn texts.
    func findings(ofTexts check: (TextSample) -> Finding?) -> [Finding] {
        var findings: [Finding] = []
        for sample in textSamples {
            if let finding = check(sample) { findings.append(finding) }
        }
        return findings
    }
}
