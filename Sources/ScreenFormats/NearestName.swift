/// Finds the valid name a misspelt one most likely meant, for "did you mean …?" hints.
enum NearestName {
    /// The candidate closest to `name`: a case-insensitive match, else the nearest by edit
    /// distance (a swap of neighbours counts as one edit) when close enough to be a typo, else one
    /// that `name` is a prefix of. Nil when nothing is plausible.
    static func suggestion(for name: String, among candidates: [String]) -> String? {
        let lowered = name.lowercased()
        if let match = candidates.first(where: { $0.lowercased() == lowered }) { return match }
        let tolerance = max(1, min(3, name.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= tolerance && distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        if let best { return best.candidate }
        if name.count >= 4 {
            return candidates.first { $0.lowercased().hasPrefix(lowered) || lowered.hasPrefix($0.lowercased()) && $0.count >= 4 }
        }
        return nil
    }

    /// "did you mean 'x'?" or nil.
    static func hint(for name: String, among candidates: [String]) -> String? {
        suggestion(for: name, among: candidates).map { "did you mean '\($0)'?" }
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps.
    /// - Complexity: O(a·b) in the two lengths.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
