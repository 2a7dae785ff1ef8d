/// Which of UIKit's accessibility methods an app's class replaces, read from its override table
/// rather than guessed from what it answers: the auditor asks whether an adjustable element
/// implements `accessibilityIncrement()` and `accessibilityDecrement()`, whether a modal view
/// implements `accessibilityPerformEscape()`, and whether a view answers its own
/// `accessibilityFrame`, whether a plain view handles touches itself (calling them would change
/// the app, or cannot tell an override from UIKit's default).
extension ClassOverrides {
    /// A member of Earshot's an app's class may replace.
    package enum AppMember: CaseIterable, Sendable {
        case accessibilityIncrement, accessibilityDecrement, accessibilityPerformEscape, accessibilityFrame
        case accessibilityActivate, accessibilityScroll, touchesEnded

        /// The probe class that replaces this member alone (`Probes`).
        var probe: AnyClass {
            switch self {
            case .accessibilityIncrement: Probes.Increment.self
            case .accessibilityDecrement: Probes.Decrement.self
            case .accessibilityPerformEscape: Probes.Escape.self
            case .accessibilityFrame: Probes.Frame.self
            case .accessibilityActivate: Probes.Activate.self
            case .accessibilityScroll: Probes.Scroll.self
            case .touchesEnded: Probes.TouchesEnded.self
            }
        }
    }

    /// The members' method descriptors, read from the probes; nil where a probe does not read as
    /// expected.
    private static let appMemberMethods: [AppMember: UnsafeRawPointer] = {
        var methods: [AppMember: UnsafeRawPointer] = [:]
        for member in AppMember.allCases {
            guard let overrides = ClassDescriptor(member.probe)?.overrides else { continue }
            let replaced = overrides.filter { $0.kind == .method || $0.kind == .getter }
            if replaced.count == 1 { methods[member] = replaced[0].method }
        }
        return methods
    }()

    /// The modules whose classes are Earshot's own (UIKit's and SwiftUI's stand-ins); EarshotUIKit
    /// only re-exports EarshotUIKitCore's, in the package as in the fuzzers' build (Fuzz/build.sh).
    static let earshotModules: Set<Substring> = ["EarshotUIKitCore", "EarshotSwiftUI"]

    /// The nearest class at or above `type` that is Earshot's own, or nil.
    /// - Complexity: O(d), d the depth of the class below it.
    package static func earshotAncestor(of type: AnyClass) -> AnyClass? {
        var current: AnyClass? = type
        while let candidate = current, !earshotModules.contains(String(reflecting: candidate).prefix { $0 != "." }) {
            current = _getSuperclass(candidate)
        }
        return current
    }

    /// Whether `type` is an app's class below one of Earshot's (not Earshot's own, nor outside
    /// its hierarchy).
    package static func isAppClass(_ type: AnyClass) -> Bool {
        guard let ancestor = earshotAncestor(of: type) else { return false }
        return ancestor != type
    }

    /// Whether `type`, or an app class between it and its nearest Earshot ancestor, replaces
    /// `member`: false for Earshot's own classes, nil when the override tables cannot be read (a
    /// generic class, a platform with Objective-C's class layout).
    /// - Complexity: O(m) in the members the app classes declare and override.
    package static func appClass(_ type: AnyClass, replaces member: AppMember) -> Bool? {
        guard let method = appMemberMethods[member], let ancestor = earshotAncestor(of: type) else { return nil }
        var current: AnyClass = type
        var depth = 0
        while current != ancestor, depth < 10_000 {
            guard let descriptor = ClassDescriptor(current), let overrides = descriptor.overrides,
                let superclass = _getSuperclass(current)
            else { return nil }
            if overrides.contains(where: { $0.method == method }) { return true }
            current = superclass
            depth += 1
        }
        return false
    }
}
