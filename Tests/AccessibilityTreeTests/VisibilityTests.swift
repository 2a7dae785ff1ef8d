import EarshotUIKit
import Testing

@testable import AccessibilityTree

/// docs/voiceover-behaviour.md §1 (Tree walk) rules 1–2: which objects the walk drops, with their subtrees.
@MainActor
@Suite("Walk: hidden, transparent and zero-size objects")
struct VisibilityTests {
    /// One row of the visibility table: a subject built under the window next to a "Visible"
    /// element, and whether the subject's own content ("Inside") is read.
    enum Case: String, CaseIterable, Sendable {
        case plainWrapper
        case hiddenWrapper
        case hiddenElement
        case alphaZero
        case alphaAtThreshold
        case alphaJustAboveThreshold
        case elementsHiddenOnWrapper
        case elementsHiddenOnElement
        case zeroSizePlainWrapper
        case zeroSizeClippingWrapper
        case zeroSizeElement
        case zeroSizeWithAccessibilityElements
        case zeroWidthOnlyElement
        case zeroFrameAccessibilityElement
        case accessibilityElementInHiddenlessZeroWrapper
        case elementsHiddenOnAccessibilityElement

        var insideIsRead: Bool {
            switch self {
            case .plainWrapper, .alphaJustAboveThreshold, .zeroSizePlainWrapper, .zeroWidthOnlyElement,
                .zeroFrameAccessibilityElement, .accessibilityElementInHiddenlessZeroWrapper:
                return true
            case .hiddenWrapper, .hiddenElement, .alphaZero, .alphaAtThreshold, .elementsHiddenOnWrapper,
                .elementsHiddenOnElement, .zeroSizeClippingWrapper, .zeroSizeElement,
                .zeroSizeWithAccessibilityElements, .elementsHiddenOnAccessibilityElement:
                return false
            }
        }

        /// The subject; whatever it reads is labelled "Inside".
        @MainActor func makeSubject() -> UIView {
            let frame = CGRect(x: 0, y: 100, width: 200, height: 50)
            let inside = element("Inside", x: 0, y: 0)
            switch self {
            case .plainWrapper:
                return container(frame, [inside])
            case .hiddenWrapper:
                let wrapper = container(frame, [inside])
                wrapper.isHidden = true
                return wrapper
            case .hiddenElement:
                let view = element("Inside", frame)
                view.isHidden = true
                return view
            case .alphaZero, .alphaAtThreshold, .alphaJustAboveThreshold:
                let wrapper = container(frame, [inside])
                wrapper.alpha = self == .alphaZero ? 0 : self == .alphaAtThreshold ? 0.01 : 0.011
                return wrapper
            case .elementsHiddenOnWrapper:
                let wrapper = container(frame, [inside])
                wrapper.accessibilityElementsHidden = true
                return wrapper
            case .elementsHiddenOnElement:
                let view = element("Inside", frame)
                view.accessibilityElementsHidden = true
                return view
            case .zeroSizePlainWrapper:
                return container(CGRect(x: 0, y: 100, width: 0, height: 0), [inside])
            case .zeroSizeClippingWrapper:
                let wrapper = container(CGRect(x: 0, y: 100, width: 0, height: 0), [inside])
                wrapper.clipsToBounds = true
                return wrapper
            case .zeroSizeElement:
                return element("Inside", CGRect(x: 0, y: 100, width: 0, height: 0))
            case .zeroSizeWithAccessibilityElements:
                let wrapper = UIView(frame: CGRect(x: 0, y: 100, width: 0, height: 0))
                wrapper.accessibilityElements = [accessibilityElement("Inside", in: wrapper, frame: frame)]
                return wrapper
            case .zeroWidthOnlyElement:
                // Zero width is not zero size: VoiceOver still reads it.
                return element("Inside", CGRect(x: 0, y: 100, width: 0, height: 20))
            case .zeroFrameAccessibilityElement:
                let wrapper = UIView(frame: frame)
                wrapper.accessibilityElements = [accessibilityElement("Inside", in: wrapper)]
                return wrapper
            case .accessibilityElementInHiddenlessZeroWrapper:
                // A zero-size wrapper that neither clips nor lists elements passes its subviews through.
                let outer = container(CGRect(x: 0, y: 100, width: 0, height: 0), [])
                let holder = UIView(frame: frame)
                holder.accessibilityElements = [accessibilityElement("Inside", in: holder, frame: frame)]
                outer.addSubview(holder)
                return outer
            case .elementsHiddenOnAccessibilityElement:
                let wrapper = UIView(frame: frame)
                let hidden = accessibilityElement("Inside", in: wrapper, frame: frame)
                hidden.accessibilityElementsHidden = true
                wrapper.accessibilityElements = [hidden]
                return wrapper
            }
        }
    }

    @Test(arguments: Case.allCases)
    func visibilityRule(_ rule: Case) {
        let window = makeWindow()
        window.addSubview(element("Visible", x: 0, y: 0))
        window.addSubview(rule.makeSubject())
        let tree = AccessibilityTree(window: window)
        #expect(tree.labels == (rule.insideIsRead ? ["Visible", "Inside"] : ["Visible"]), "\(rule)")
    }

    @Test func aHiddenWindowShowsNothing() {
        let window = makeWindow()
        window.addSubview(element("A"))
        window.isHidden = true
        #expect(AccessibilityTree(window: window).elements.isEmpty)
    }

    @Test func layoutOnlyViewsNeverAppear() {
        let window = makeWindow()
        let stack = container(
            CGRect(x: 0, y: 0, width: 390, height: 200),
            [
                container(CGRect(x: 0, y: 0, width: 390, height: 100), [element("A", x: 0, y: 0)]),
                element("B", x: 0, y: 150),
            ])
        window.addSubview(stack)
        let tree = AccessibilityTree(window: window)
        #expect(tree.labels == ["A", "B"])
        #expect(tree.elements.allSatisfy { $0.object.isAccessibilityElement })
        // The wrappers are recorded as containers, never as elements.
        #expect(tree.containers.count == 3)
    }
}
