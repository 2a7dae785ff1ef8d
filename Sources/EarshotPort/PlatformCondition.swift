import SwiftSyntax

/// The value of an `#if` condition on an iPhone simulator: true, false, or not a platform
/// condition (`DEBUG`, a custom flag, `hasFeature(…)`), which the porter leaves as written.
enum PlatformCondition: Equatable {
    case known(Bool)
    case unknown

    /// The operating systems `os(…)` can name; only iOS is true on an iPhone.
    static let operatingSystems: Set<String> = [
        "iOS", "macOS", "OSX", "tvOS", "watchOS", "visionOS", "xrOS", "Linux", "Windows", "Android", "FreeBSD", "OpenBSD",
        "WASI", "Cygwin", "Haiku", "PS4", "none",
    ]
    /// The modules `canImport(…)` finds: those Earshot provides (with Foundation's own), true.
    static let importableModules: Set<String> = [
        "UIKit", "SwiftUI", "Combine", "Observation", "CoreGraphics", "QuartzCore", "Foundation", "Dispatch",
    ]
    /// Modules an iPhone does not have: `canImport(…)` of these is false.
    static let absentModules: Set<String> = ["AppKit", "Cocoa", "WatchKit", "Glibc", "Musl", "WinSDK", "Android"]
    /// The Swift version `swift(…)` and `compiler(…)` compare with: the oldest toolchain Earshot
    /// builds with (the package's tools version), so the branch taken compiles on every newer one.
    static let swiftVersion = [6, 1]

    /// The condition's value.
    ///
    /// Recursive over the condition's parentheses and operators; SwiftParser stops nesting at its
    /// fixed limit, so the input cannot make the depth unbounded.
    init(_ condition: ExprSyntax) {
        if let literal = condition.as(BooleanLiteralExprSyntax.self) {
            self = .known(literal.literal.tokenKind == .keyword(.true))
        } else if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            self = PlatformCondition(only.expression)
        } else if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            self = PlatformCondition(prefix.expression).negated
        } else if let sequence = condition.as(SequenceExprSyntax.self) {
            self = PlatformCondition(sequence: sequence)
        } else if let infix = condition.as(InfixOperatorExprSyntax.self),
            let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
        {
            let left = PlatformCondition(infix.leftOperand)
            let right = PlatformCondition(infix.rightOperand)
            self = op == "&&" ? left.and(right) : op == "||" ? left.or(right) : .unknown
        } else if let call = condition.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            call.arguments.count == 1, let argument = call.arguments.first
        {
            self = PlatformCondition(function: name, argument: argument.expression.trimmedDescription)
        } else {
            self = .unknown
        }
    }

    /// `a || b && c`, as the parser leaves it (unfolded): `&&` binds tighter than `||`.
    private init(sequence: SequenceExprSyntax) {
        var disjunction = PlatformCondition.known(false)
        var conjunction = PlatformCondition.known(true)
        for element in sequence.elements {
            if let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text {
                switch op {
                case "&&": continue
                case "||":
                    disjunction = disjunction.or(conjunction)
                    conjunction = .known(true)
                default:
                    self = .unknown
                    return
                }
            } else {
                conjunction = conjunction.and(PlatformCondition(element))
            }
        }
        self = disjunction.or(conjunction)
    }

    private init(function: String, argument: String) {
        switch function {
        case "os":
            self = Self.operatingSystems.contains(argument) ? .known(argument == "iOS") : .unknown
        case "canImport":
            let module = argument.split(separator: ".").first.map(String.init) ?? argument
            if Self.importableModules.contains(module) {
                self = .known(true)
            } else if Self.absentModules.contains(module) {
                self = .known(false)
            } else {
                self = .unknown
            }
        case "targetEnvironment":
            switch argument {
            case "simulator": self = .known(true)
            case "macCatalyst": self = .known(false)
            default: self = .unknown
            }
        case "swift", "compiler":
            self = Self.compare(versionCondition: argument)
        default:
            self = .unknown
        }
    }

    /// `>=5.9` or `<6`, compared with `swiftVersion`.
    private static func compare(versionCondition: String) -> PlatformCondition {
        let text = versionCondition.filter { !$0.isWhitespace }
        let (atLeast, digits): (Bool, Substring) =
            text.hasPrefix(">=") ? (true, text.dropFirst(2)) : text.hasPrefix("<") ? (false, text.dropFirst()) : (true, "")
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.count <= 5, parts.allSatisfy({ $0 != nil }) else { return .unknown }
        let wanted = parts.compactMap { $0 }
        let width = max(wanted.count, swiftVersion.count)
        let padded = { (version: [Int]) in version + Array(repeating: 0, count: width - version.count) }
        let isAtLeast = !padded(swiftVersion).lexicographicallyPrecedes(padded(wanted))
        return .known(atLeast ? isAtLeast : !isAtLeast)
    }

    var negated: PlatformCondition {
        if case .known(let value) = self { return .known(!value) }
        return .unknown
    }

    func and(_ other: PlatformCondition) -> PlatformCondition {
        if self == .known(false) || other == .known(false) { return .known(false) }
        if self == .known(true) && other == .known(true) { return .known(true) }
        return .unknown
    }

    func or(_ other: PlatformCondition) -> PlatformCondition {
        if self == .known(true) || other == .known(true) { return .known(true) }
        if self == .known(false) && other == .known(false) { return .known(false) }
        return .unknown
    }
}
