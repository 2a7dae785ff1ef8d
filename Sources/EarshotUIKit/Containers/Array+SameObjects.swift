extension Array where Element: AnyObject {
    /// Whether `other` holds the very same objects in the same order: identity, not equality, for
    /// telling whether an app handed back the actions or rotors it handed before.
    /// - Complexity: O(n).
    package func hasSameObjects(as other: [Element]) -> Bool {
        count == other.count && zip(self, other).allSatisfy { $0 === $1 }
    }
}
