import EarshotUIKit
import Foundation
import Testing

@testable import ScreenFormats

/// Shared helpers for the screen file tests.
enum Fixtures {
    /// A fixture file's URL (Tests/ScreenFormatsTests/Fixtures).
    static func url(_ name: String) throws -> URL {
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        let url = Bundle.module.url(forResource: parts[0], withExtension: parts.count > 1 ? parts[1] : nil, subdirectory: "Fixtures")
        return try #require(url, "fixture \(name) is missing")
    }

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: url(name))
    }

    /// A JSON screen whose root node holds `body` (lines of members), starting on line 2:
    /// `{"format": "earshot-screen", "version": 1, "root": {` / body / `}}`.
    static func json(root body: String) -> String {
        "{\"format\": \"earshot-screen\", \"version\": 1, \"root\": {\n\(body)\n}}\n"
    }

    /// A YAML screen whose root mapping holds `body` (indented by the caller), starting on line 4.
    static func yaml(root body: String) -> String {
        "format: earshot-screen\nversion: 1\nroot:\n\(body)\n"
    }

    /// Builds a node in place.
    static func node(_ type: ScreenNodeType, _ configure: (inout ScreenNode) -> Void = { _ in }) -> ScreenNode {
        var node = ScreenNode(type: type)
        configure(&node)
        return node
    }

    /// The document all-types.json and all-types.yaml describe, built by hand, numbered in
    /// preorder (node, children, then elements), as the reader numbers nodes.
    static let allTypes: ScreenDocument = {
        var nodes: [ScreenNode] = []
        func add(_ node: ScreenNode, under parent: Int?, asElement: Bool = false) -> Int {
            nodes.append(node)
            let index = nodes.count - 1
            if let parent {
                if asElement { nodes[parent].elements!.append(index) } else { nodes[parent].children.append(index) }
            }
            return index
        }
        let root = add(node(.view) { $0.frame = CGRect(x: 0, y: 0, width: 820, height: 1180) }, under: nil)
        let common = add(
            node(.view) {
                $0.id = "common"
                $0.frame = CGRect(x: 10, y: 20, width: 300, height: 200.5)
                $0.hidden = false
                $0.alpha = 0.5
                $0.clipsToBounds = true
                $0.isAccessibilityElement = true
                $0.label = "Common"
                $0.value = "all keys"
                $0.hint = "Shows every common key"
                $0.traits = ["button", "header"]
                $0.addTraits = ["selected"]
                $0.removeTraits = ["staticText"]
                $0.language = "fr-CA"
                $0.accessibilityFrame = CGRect(x: -5, y: -5, width: 310, height: 210)
                $0.activationPoint = CGPoint(x: 15.25, y: 30)
                $0.path = [CGPoint(x: 10, y: 20), CGPoint(x: 310, y: 20), CGPoint(x: 160, y: 220.5)]
                $0.elementsHidden = false
                $0.viewIsModal = false
                $0.groupsChildren = true
                $0.containerType = .semanticGroup
                $0.customActions = ["Delete", "Archive"]
                $0.elements = []
            }, under: root)
        _ = add(node(.imageView) { $0.frame = CGRect(x: 10, y: 20, width: 40, height: 40) }, under: common)
        _ = add(
            node(.element) {
                $0.label = "Inner element"
                $0.frame = CGRect(x: 10, y: 20, width: 50, height: 50)
                $0.traits = ["staticText"]
            }, under: common, asElement: true)
        _ = add(node(.label) { $0.text = "In elements" }, under: common, asElement: true)
        _ = add(node(.label) { $0.text = "Hello, \"world\" é😀" }, under: root)
        _ = add(
            node(.button) {
                $0.title = "Save"
                $0.isEnabled = false
                $0.isSelected = true
            }, under: root)
        _ = add(
            node(.switch) {
                $0.label = "Wi-Fi"
                $0.isOn = true
                $0.isEnabled = true
            }, under: root)
        _ = add(
            node(.slider) {
                $0.minimum = -10
                $0.maximum = 10
                $0.current = 2.5
                $0.isEnabled = true
            }, under: root)
        _ = add(
            node(.stepper) {
                $0.minimum = 0
                $0.maximum = 20
                $0.current = 4
                $0.step = 2
            }, under: root)
        _ = add(
            node(.segmentedControl) {
                $0.segments = ["Day", "Week", "Month"]
                $0.selectedIndex = 1
            }, under: root)
        _ = add(
            node(.pageControl) {
                $0.pages = 5
                $0.currentPage = 4
            }, under: root)
        _ = add(node(.progressView) { $0.progress = 0.75 }, under: root)
        _ = add(node(.activityIndicator) { $0.isAnimating = false }, under: root)
        _ = add(
            node(.textField) {
                $0.text = ""
                $0.placeholder = "Email"
                $0.isSecure = true
                $0.isEditing = true
                $0.isEnabled = true
            }, under: root)
        _ = add(
            node(.textView) {
                $0.text = "Line one\nLine two"
                $0.isEditing = false
            }, under: root)
        _ = add(
            node(.searchField) {
                $0.text = "cats"
                $0.placeholder = "Search"
            }, under: root)
        _ = add(
            node(.imageView) {
                $0.label = "Logo"
                $0.isAccessibilityElement = true
            }, under: root)
        _ = add(
            node(.tableViewCell) {
                $0.text = "Bluetooth"
                $0.detailText = "On"
                $0.isSelected = false
                $0.accessory = .disclosureIndicator
            }, under: root)
        let scroll = add(
            node(.scrollView) {
                $0.contentSize = CGSize(width: 390, height: 2000)
                $0.contentOffset = CGPoint(x: 0, y: 844)
                $0.isPagingEnabled = true
            }, under: root)
        _ = add(node(.label) { $0.text = "Inside" }, under: scroll)
        _ = add(
            node(.navigationBar) {
                $0.title = "Settings"
                $0.backTitle = "Back"
            }, under: root)
        _ = add(
            node(.tabBar) {
                $0.items = [.init(title: "Home"), .init(title: "Inbox", badge: "3", isEnabled: true), .init(title: "Me", isEnabled: false)]
                $0.selectedIndex = 2
            }, under: root)
        _ = add(
            node(.alert) {
                $0.title = "Delete?"
                $0.message = "This can't be undone."
                $0.actions = ["Cancel", "Delete"]
            }, under: root)
        let device = ScreenDocument.Device(idiom: .pad, width: 820, height: 1180, language: "he-IL", layoutDirection: .leftToRight)
        return ScreenDocument(device: device, nodes: nodes, root: root)
    }()
}

extension Tag {
    /// Tests that build very large or very deep inputs; skipped when `EARSHOT_SKIP_STRESS` is set,
    /// for a fast local run (`.ci/run` runs them all).
    @Tag static var stress: Self
}

/// Stress tests run unless `EARSHOT_SKIP_STRESS` is set.
let stressTestsEnabled = ProcessInfo.processInfo.environment["EARSHOT_SKIP_STRESS"] == nil
