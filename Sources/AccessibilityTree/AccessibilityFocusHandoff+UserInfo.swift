import EarshotUIKit

extension AccessibilityFocusHandoff {
    /// `elementFocusedNotification`'s user info as one technology posts it: its identifier, the
    /// element that gained focus and the one that lost it, each key present when there is one.
    ///
    /// Made from a template whose keys are hashed once: hashing the three string keys of a new
    /// `[AnyHashable: Any]` at every move would be a large part of a swipe's cost. A move between two elements copies the
    /// template and sets its values in place, by index.
    package struct UserInfo {
        private let technology: String
        private let template: [AnyHashable: Any]
        private let focusedIndex: Dictionary<AnyHashable, Any>.Index
        private let unfocusedIndex: Dictionary<AnyHashable, Any>.Index

        package init(technology: UIAccessibility.AssistiveTechnologyIdentifier) {
            self.technology = technology.rawValue
            let template: [AnyHashable: Any] = [
                UIAccessibility.assistiveTechnologyUserInfoKey: technology.rawValue,
                UIAccessibility.focusedElementUserInfoKey: technology.rawValue,
                UIAccessibility.unfocusedElementUserInfoKey: technology.rawValue,
            ]
            self.template = template
            // The template holds both keys, so neither index can be missing.
            focusedIndex = template.index(forKey: UIAccessibility.focusedElementUserInfoKey) ?? template.startIndex
            unfocusedIndex = template.index(forKey: UIAccessibility.unfocusedElementUserInfoKey) ?? template.startIndex
        }

        /// The user info of a move from `old` to `new`.
        package func move(from old: NSObject?, to new: NSObject?) -> [AnyHashable: Any] {
            guard let old, let new else {
                // Focus arriving from nothing, or leaving to nothing: rare, so built key by key.
                var info: [AnyHashable: Any] = [UIAccessibility.assistiveTechnologyUserInfoKey: technology]
                if let new { info[UIAccessibility.focusedElementUserInfoKey] = new }
                if let old { info[UIAccessibility.unfocusedElementUserInfoKey] = old }
                return info
            }
            var info = template
            info.values[focusedIndex] = new
            info.values[unfocusedIndex] = old
            return info
        }
    }
}
