import AccessibilityTree
import EarshotUIKit
import Testing

@testable import AccessibilityAudit

@Suite("Rule registry")
struct RegistryTests {
    /// Every rule of docs/audit-rules.md whose "Static" column says yes (or "yes if …"), by id.
    static let staticCatalogue = [
        "label.missing", "label.image-missing", "label.field-missing", "label.trailing-period", "label.not-capitalized",
        "label.contains-role", "label.contains-state", "label.contains-gesture", "label.not-human-readable", "label.too-long",
        "label.duplicate", "label.repeats-value", "link.purpose-unclear", "hint.style", "hint.redundant", "traits.conflict",
        "traits.adjustable-incomplete", "traits.tabbar-container", "traits.missing-role", "traits.header-empty",
        "value.missing", "target.size", "target.spacing", "target.overlap", "target.duplicate-bounds",
        "target.activation-point", "tree.nested-actionable", "tree.parent-child", "tree.empty-container", "order.reading",
        "visibility.invisible-exposed", "visibility.obscured", "modal.leak", "modal.no-escape", "screen.title",
        "language.valid", "actions.custom",
    ]

    @Test func catalogueRulesArePresent() {
        let ids = AuditRuleRegistry.ids
        for id in Self.staticCatalogue { #expect(ids.contains(id), "\(id)") }
    }

    @Test func idsAreUniqueAndWellFormed() {
        let ids = AuditRuleRegistry.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            let parts = id.split(separator: ".")
            #expect(parts.count == 2 && id.allSatisfy { $0.isLowercase || $0 == "." || $0 == "-" }, "\(id)")
        }
    }

    @Test(arguments: AuditRuleRegistry.all.map(\.id))
    func everyRuleIsDocumented(_ id: String) throws {
        let rule = try #require(AuditRuleRegistry.rule(id))
        #expect(rule.summary.count > 10 && rule.summary.hasSuffix("."))
        #expect(rule.help.count > 40)
        #expect(!rule.help.contains("  "), "help text has no doubled spaces from line continuations")
    }

    @Test func catalogueText() {
        let text = AuditRuleRegistry.catalogueText()
        for rule in AuditRuleRegistry.all {
            #expect(text.contains("\n" + rule.id + " ") || text.hasPrefix(rule.id + " "), "\(rule.id)")
        }
        #expect(text.contains("[needs review]"))
        #expect(text.split(separator: "\n").count == 2 * AuditRuleRegistry.all.count)
    }

    @Test func rulesThatNeedReviewAreTheHeuristicOnes() {
        let review = Set(AuditRuleRegistry.all.filter(\.needsReview).map(\.id))
        for id in ["label.contains-role", "label.contains-state", "label.contains-gesture", "hint.style", "link.purpose-unclear"] {
            #expect(review.contains(id), "\(id)")
        }
        #expect(!review.contains("label.missing"))
    }
}

@MainActor
@Suite("Robustness")
struct RobustnessTests {
    @Test func emptyScreen() {
        let report = TestScreen().audit()
        #expect(report.findings.isEmpty)
        #expect(report.exitCode == 0)
    }

    /// A tree built directly, without live views: rules that need views stay quiet.
    @Test func treeWithoutViews() {
        let object = UIAccessibilityElement(accessibilityContainer: UIView())
        let node = AccessibilityNode(
            object: object, index: 0, label: nil, value: nil, hint: nil, traits: .button, identifier: "orphan", language: nil,
            frame: CGRect(x: 0, y: 0, width: 20, height: 20), activationPoint: CGPoint(x: 10, y: 10), path: nil,
            customActions: [], customRotors: [], respondsToUserInteraction: true, userInputLabels: [], context: .none,
            parentContainer: nil
        )
        let tree = AccessibilityTree(
            elements: [node], containers: [], problems: [], idiom: .phone, layoutDirection: .leftToRight, language: "en-US")
        let report = Auditor().audit(tree)
        #expect(report.findings.map(\.ruleID).contains("label.missing"))
        #expect(report.findings.map(\.ruleID).contains("target.size"))
    }

    /// 100,000 views deep, and wide screens: no rule recurses or compares every pair.
    @Test func deepChain() {
        let screen = TestScreen()
        var parent = screen.root
        for _ in 0..<100_000 {
            let child = UIView(frame: parent.bounds)
            parent.addSubview(child)
            parent = child
        }
        parent.addSubview(TestButton(nil))
        let report = screen.audit()
        #expect(report.findings.contains { $0.ruleID == "label.missing" })
    }

    @Test func manyElements() {
        let screen = TestScreen(height: 100_000)
        for row in 0..<2_000 {
            screen.add(
                TestButton("Item \(row % 7)", frame: CGRect(x: CGFloat(row % 3) * 130, y: CGFloat(row / 3) * 50, width: 120, height: 44)))
        }
        let report = screen.audit()
        #expect(report.findings.contains { $0.ruleID == "label.duplicate" })
        #expect(!report.findings.contains { $0.ruleID == "target.overlap" })
    }
}
