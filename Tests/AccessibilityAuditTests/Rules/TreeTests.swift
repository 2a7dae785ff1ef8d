import EarshotUIKit
import Testing

@testable import AccessibilityAudit

/// Developing Accessible iOS Apps, chapter 6: timeline cell before and after: before, one element hiding its buttons; after, the
/// same element offering them as custom actions.
@MainActor
func timelineCell(customActions: Bool) -> UIView {
    let cell = element("Alice. Hello from Mars", frame: CGRect(x: 0, y: 100, width: 390, height: 120))
    for (offset, name) in ["Comment", "Like", "Share"].enumerated() {
        cell.addSubview(TestButton(name, frame: CGRect(x: 20 + CGFloat(offset) * 120, y: 70, width: 100, height: 44)))
    }
    if customActions {
        cell.accessibilityCustomActions = ["Comment, 3", "Like, 10", "Share, 5", "view Alice profile"].map {
            UIAccessibilityCustomAction(name: $0) { _ in true }
        }
    }
    return cell
}

@MainActor
@Suite("tree.nested-actionable")
struct TreeNestedActionableTests {
    @Test func cellHidingItsButtons() {
        let findings = TestScreen().add(timelineCell(customActions: false)).findings(TreeNestedActionable())
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("hides 3 controls") == true)
        #expect(findings.first?.message.contains("\"Comment\"") == true)
    }

    @Test func cellOfferingCustomActions() {
        #expect(TestScreen().add(timelineCell(customActions: true)).findings(TreeNestedActionable()).isEmpty)
    }

    /// Developing Accessible iOS Apps, chapter 6: travelers view forwards increment and decrement to its slider.
    @Test func adjustableOverItsSlider() {
        #expect(
            TestScreen().add(TravelersView(frame: CGRect(x: 0, y: 100, width: 390, height: 74))).findings(TreeNestedActionable()).isEmpty)
    }

    @Test func hiddenAndDisabledControlsDoNotCount() {
        let cell = element("Row", frame: CGRect(x: 0, y: 100, width: 390, height: 60))
        let hidden = TestButton("Delete", frame: CGRect(x: 300, y: 8, width: 80, height: 44))
        hidden.isHidden = true
        let disabled = TestButton("Edit", frame: CGRect(x: 200, y: 8, width: 80, height: 44))
        disabled.isEnabled = false
        cell.addSubview(hidden)
        cell.addSubview(disabled)
        #expect(TestScreen().add(cell).findings(TreeNestedActionable()).isEmpty)
    }
}

/// A container listing UIAccessibilityElements it makes, as the Accessibility Programming Guide for iOS's MultiFacetedView does.
@MainActor
final class FacetedView: UIView {
    var facets: [UIAccessibilityElement] = []
    override var accessibilityElements: [Any]? {
        get { facets }
        set {}
    }
}

@MainActor
@Suite("tree.parent-child")
struct TreeParentChildTests {
    @Test func elementWhoseContainerDoesNotPointBack() {
        let view = FacetedView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        let stranger = UIView()
        let facet = UIAccessibilityElement(accessibilityContainer: stranger)
        facet.accessibilityLabel = "North"
        facet.accessibilityFrame = CGRect(x: 0, y: 100, width: 100, height: 100)
        view.facets = [facet]
        let findings = TestScreen().add(view).findings(TreeParentChild())
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("accessibilityContainer points to UIView") == true)
    }

    @Test func cycleAndDuplicate() {
        let outer = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        let shared = element("Shared", frame: CGRect(x: 0, y: 100, width: 100, height: 44))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        inner.accessibilityElements = [shared, outer]
        outer.accessibilityElements = [inner, shared]
        let findings = TestScreen().add(outer).findings(TreeParentChild())
        #expect(findings.contains { $0.message.hasPrefix("Cycle:") && $0.severity == .error })
        #expect(findings.contains { $0.message.hasPrefix("Listed twice") && $0.element?.label == "Shared" })
    }

    @Test func listedViewThatIsNotInside() {
        let elsewhere = element("Elsewhere", frame: CGRect(x: 0, y: 400, width: 100, height: 44))
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
        container.accessibilityElements = [elsewhere]
        let holder = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 100))
        holder.accessibilityElementsHidden = true
        holder.addSubview(elsewhere)
        let findings = TestScreen().add(container, holder).findings(TreeParentChild())
        #expect(findings.first?.message.contains("is not inside it") == true)
    }

    /// The Accessibility Programming Guide for iOS's container done right, and Developing Accessible iOS Apps, chapter 6: DetailView listing its own subviews.
    @Test func wellFormedContainers() {
        let view = FacetedView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        view.facets = ["North", "South"].enumerated().map { offset, name in
            let facet = UIAccessibilityElement(accessibilityContainer: view)
            facet.accessibilityLabel = name
            facet.accessibilityFrameInContainerSpace = CGRect(x: CGFloat(offset) * 150, y: 0, width: 150, height: 100)
            return facet
        }
        let detail = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 100))
        let header = text("Ratings", frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let value = text("4.5", frame: CGRect(x: 0, y: 30, width: 100, height: 20))
        detail.addSubview(header)
        detail.addSubview(value)
        detail.accessibilityElements = [header, value]
        #expect(TestScreen().add(view, detail).findings(TreeParentChild()).isEmpty)
    }
}

@MainActor
@Suite("tree.empty-container")
struct TreeEmptyContainerTests {
    @Test func listWithNothingVisible() {
        let hiddenRow = element("Row", frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        hiddenRow.isHidden = true
        let list = group(CGRect(x: 0, y: 100, width: 390, height: 300), [hiddenRow], identifier: "results")
        list.accessibilityContainerType = .list
        let findings = TestScreen().add(list).findings(TreeEmptyContainer())
        #expect(findings.first?.message.contains("list container \"results\"") == true)
    }

    /// An unnamed group around nothing is no rotor stop: not reported (the importer's status-bar
    /// window in the shirates app dump, Fixtures/real-dumps). A named one still is.
    @Test func unnamedEmptyGroupsAreSilent() {
        let unnamed = group(CGRect(x: 0, y: 0, width: 375, height: 20), [UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))])
        unnamed.shouldGroupAccessibilityChildren = true
        #expect(TestScreen().add(unnamed).findings(TreeEmptyContainer()).isEmpty)
        let named = group(CGRect(x: 0, y: 0, width: 375, height: 20), [UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))])
        named.shouldGroupAccessibilityChildren = true
        named.accessibilityLabel = "Results"
        #expect(TestScreen().add(named).findings(TreeEmptyContainer()).count == 1)
    }

    @Test func plainLayoutViewsAndFullLists() {
        let empty = group(CGRect(x: 0, y: 100, width: 390, height: 50), [UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))])
        let list = group(CGRect(x: 0, y: 200, width: 390, height: 100), [text("One")])
        list.accessibilityContainerType = .list
        #expect(TestScreen().add(empty, list).findings(TreeEmptyContainer()).isEmpty)
    }
}
