import EarshotUIKit
import Foundation

extension KeptTree {
    /// Whether every update is checked against a whole read (`EARSHOT_VERIFY_TREE_UPDATES` set):
    /// a run of the whole suite that way shows that updating element by element never changes
    /// what a technology perceives (docs/architecture.md, "Keeping the tree").
    package static let verifiesUpdates = ProcessInfo.processInfo.environment["EARSHOT_VERIFY_TREE_UPDATES"] != nil

    /// Stops the process, naming the difference, when the updated tree differs from `whole`.
    func verifyUpdate(against whole: AccessibilityTree) {
        let differences = tree.differences(from: whole)
        guard differences.isEmpty else {
            fatalError("A tree updated element by element differs from a whole read: \(differences.joined(separator: "; "))")
        }
    }
}
