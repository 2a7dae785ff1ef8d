import EarshotUIKit
import Foundation
import Testing

@testable import ScreenFormats

/// Reads test inputs shipped in the test bundle (Tests/ScreenFormatsTests/Fixtures).
enum ImportFixture {
    /// The bytes of `Fixtures/<path>`.
    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: url(path))
    }

    static func url(_ path: String) -> URL {
        if let base = Bundle.module.resourceURL {
            let url = base.appendingPathComponent("Fixtures").appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path) { return url }
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(path)
    }

    /// The files of a fixture folder, sorted.
    static func files(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0 != "README.md" && $0 != "EXPECTED.md" }.sorted()
    }

    /// Imports `Fixtures/<path>` with format detection.
    static func importScreen(_ path: String) throws -> ImportResult {
        try ScreenImporter.importScreen(data(path), source: path)
    }
}

/// Imports inline text.
func importText(_ text: String, format: ScreenInputFormat? = nil, limits: ImportLimits = .default) throws -> ImportResult {
    try ScreenImporter.importScreen(Data(text.utf8), format: format, source: "inline", limits: limits)
}

extension ScreenDocument {
    /// Node indices in document order (a node, then its `children`, then its `elements`), with
    /// whether an ancestor hides its elements (`elementsHidden`).
    /// - Complexity: O(n), iterative.
    func documentOrder() -> [(index: Int, elementsHiddenAbove: Bool)] {
        var result: [(Int, Bool)] = []
        var stack: [(Int, Bool)] = [(root, false)]
        while let (index, hiddenAbove) = stack.popLast() {
            result.append((index, hiddenAbove))
            let hides = hiddenAbove || nodes[index].elementsHidden == true
            for child in ((nodes[index].children) + (nodes[index].elements ?? [])).reversed() { stack.append((child, hides)) }
        }
        return result
    }

    /// One line per element (and per composite control: segmented control, alert, stepper), in
    /// document order — see `ScreenNode.importSummary`.
    func elementSummaries() -> [String] {
        documentOrder().compactMap { index, hiddenAbove in
            let node = nodes[index]
            let composite: Set<ScreenNodeType> = [.segmentedControl, .alert, .stepper]
            guard node.isAccessibilityElement == true || composite.contains(node.type) else { return nil }
            return node.importSummary + (hiddenAbove ? " (elementsHidden above)" : "")
        }
    }

    /// Every node in document order, for structural checks.
    var allNodesInOrder: [ScreenNode] { documentOrder().map { nodes[$0.index] } }
}

extension ScreenNode {
    /// `type "label" key=value … +addTraits -removeTraits @x,y,w,h [hidden]`, only what is set.
    var importSummary: String {
        var parts = ["\(type.rawValue) \"\(label ?? "")\""]
        if let value { parts.append("value=\"\(value)\"") }
        if let text { parts.append("text=\"\(text)\"") }
        if let placeholder { parts.append("placeholder=\"\(placeholder)\"") }
        if let isOn { parts.append(isOn ? "on" : "off") }
        if isSelected == true { parts.append("selected") }
        if isEnabled == false { parts.append("disabled") }
        if isSecure == true { parts.append("secure") }
        if isEditing == true { parts.append("editing") }
        if let accessory { parts.append("accessory=\(accessory.rawValue)") }
        if let segments { parts.append("segments=\(segments)") }
        if let selectedIndex { parts.append("selectedIndex=\(selectedIndex)") }
        if let title { parts.append("title=\"\(title)\"") }
        if let message { parts.append("message=\"\(message)\"") }
        if let actions { parts.append("actions=\(actions)") }
        if let current { parts.append("current=\(Self.number(current))") }
        if let progress { parts.append("progress=\(Self.number(progress))") }
        if let pages, let currentPage { parts.append("page=\(currentPage + 1)/\(pages)") }
        if let isAnimating { parts.append(isAnimating ? "animating" : "stopped") }
        if let addTraits { parts.append(addTraits.map { "+" + $0 }.joined(separator: " ")) }
        if let removeTraits { parts.append(removeTraits.map { "-" + $0 }.joined(separator: " ")) }
        if let frame {
            parts.append("@" + [frame.minX, frame.minY, frame.width, frame.height].map { Self.number(Double($0)) }.joined(separator: ","))
        }
        if hidden == true { parts.append("hidden") }
        return parts.joined(separator: " ")
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}

/// Compares two tables line by line, so a failure names the line that differs.
func expectLines(_ actual: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    for index in 0..<max(actual.count, expected.count) {
        let got = index < actual.count ? actual[index] : "<missing>"
        let want = index < expected.count ? expected[index] : "<none expected>"
        #expect(got == want, "line \(index + 1)", sourceLocation: sourceLocation)
    }
}
