/// What on a dumped screen belongs to iOS rather than the app: VoiceOver reads it, so
/// transcripts keep it, but the app's team cannot change it, so audits leave it out by default.
extension DumpConverter {
    /// For every dump node, whether it is the root of iOS's own interface: the keyboard (a
    /// `Keyboard` element, or a later window whose content holds keyboard keys, as the keyboard's
    /// own window holds the globe and dictation keys below the key plane), and the status bar.
    /// Returns, for every node, whether it is such a root or inside one; `emit` marks the
    /// outermost emitted node of each such subtree, and what is below it inherits the mark.
    ///
    /// Not recognised: alerts that SpringBoard draws over the app (WebDriverAgent dumps them as the
    /// app's own alerts) and the home indicator (dumps do not include it).
    /// - Complexity: O(n).
    func systemUI() -> [Bool] {
        let count = dump.nodes.count
        var keyBelow = Array(repeating: false, count: count)
        for index in stride(from: count - 1, through: 0, by: -1) where isKey(index) || keyBelow[index] {
            if let parent = dump.nodes[index].parent { keyBelow[parent] = true }
        }
        let firstWindow = dump.nodes.indices.first { dump.nodes[$0].type == .window }
        var roots = Array(repeating: false, count: count)
        var inside = Array(repeating: false, count: count)
        for index in 0..<count {
            if let parent = dump.nodes[index].parent, roots[parent] || inside[parent] {
                inside[index] = true
                continue
            }
            switch dump.nodes[index].type {
            case .keyboard, .statusBar:
                roots[index] = true
            case .window:
                roots[index] = index != firstWindow && windowOf[index] == nil && keyBelow[index]
            default:
                roots[index] = isKey(index)
            }
        }
        return zip(roots, inside).map { $0 || $1 }
    }
}
