import Yams

extension AuditConfiguration {
    /// Reads a configuration written in YAML. Every key must be known and every rule id must name
    /// a rule in `knownRules`; anything else is an error naming its line and column, because a
    /// misspelt key silently ignored would leave a team believing a threshold is set.
    ///
    /// ```yaml
    /// failing-severity: warning        # error (default) | warning | info
    /// fail-on-needs-review: false
    /// app-name: Mars Trips
    /// include-system-ui: false          # true: also the keyboard's and status bar's findings
    /// speaking-rate: 0.5
    /// disabled-rules: [label.too-long]
    /// severity: { label.duplicate: info }
    /// thresholds: { touch-target: 48, target-spacing: 24 }
    /// suppressions:
    ///   - rule: label.duplicate
    ///     element: cell.delete          # identifier, label path "List › Delete", or "*"
    ///     reason: Every row has one; rows speak their position.
    ///     expires: 2026-06-30           # optional
    ///     screen: inbox                 # optional
    /// ```
    /// - Complexity: O(size of the document).
    public init(yaml: String, file: String? = nil, knownRules: Set<String> = AuditRuleRegistry.ids) throws {
        self.init()
        let reader = ConfigurationReader(file: file, knownRules: knownRules)
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw reader.error(from: error)
        }
        guard let root else { return }
        try reader.read(root, into: &self)
    }
}

/// Turns a composed YAML document into a configuration, checking every key on the way.
private struct ConfigurationReader {
    let file: String?
    let knownRules: Set<String>

    func read(_ root: Node, into configuration: inout AuditConfiguration) throws {
        let top = try mapping(root, what: "the configuration")
        for (key, value) in try entries(of: top, allowed: TopKey.allCases.map(\.rawValue)) {
            switch TopKey(rawValue: key)! {
            case .failingSeverity: configuration.failingSeverity = try severity(value)
            case .failOnNeedsReview: configuration.failsOnNeedsReview = try bool(value)
            case .appName: configuration.appName = try string(value)
            case .includeSystemUI: configuration.includesSystemUI = try bool(value)
            case .speakingRate:
                let rate = try number(value)
                guard (0...1).contains(rate) else { throw error(at: value, "speaking-rate must be between 0 and 1") }
                configuration.speakingRate = rate
            case .disabledRules:
                for item in try sequence(value, what: "disabled-rules") {
                    configuration.disabledRules.insert(try ruleID(item))
                }
            case .severity:
                let overrides = try mapping(value, what: "severity")
                for (keyNode, level) in overrides {
                    configuration.severityOverrides[try ruleID(keyNode)] = try severity(level)
                }
            case .thresholds: try readThresholds(value, into: &configuration.thresholds)
            case .suppressions:
                for item in try sequence(value, what: "suppressions") {
                    configuration.suppressions.append(try suppression(item))
                }
            }
        }
    }

    private enum TopKey: String, CaseIterable {
        case failingSeverity = "failing-severity"
        case failOnNeedsReview = "fail-on-needs-review"
        case appName = "app-name"
        case includeSystemUI = "include-system-ui"
        case speakingRate = "speaking-rate"
        case disabledRules = "disabled-rules"
        case severity
        case thresholds
        case suppressions
    }

    private func readThresholds(_ node: Node, into thresholds: inout AuditThresholds) throws {
        let doubles: [(String, WritableKeyPath<AuditThresholds, Double>)] = [
            ("touch-target", \.touchTarget), ("target-spacing", \.targetSpacing),
            ("duplicate-bounds-tolerance", \.duplicateBoundsTolerance),
            ("element-speech-seconds", \.elementSpeechSeconds), ("screen-speech-seconds", \.screenSpeechSeconds),
            ("reading-order-correlation", \.readingOrderCorrelation), ("modal-coverage", \.modalCoverage),
            ("contrast-normal", \.contrastNormal), ("contrast-large", \.contrastLarge),
            ("large-text", \.largeText), ("large-bold-text", \.largeBoldText),
            ("fixed-small-error", \.fixedSmallError), ("fixed-small-warning", \.fixedSmallWarning),
        ]
        let integers: [(String, WritableKeyPath<AuditThresholds, Int>)] = [
            ("label-max-words", \.labelMaxWords), ("label-max-characters", \.labelMaxCharacters),
            ("hint-max-words", \.hintMaxWords),
            ("max-swipes", \.maxSwipes), ("card-fragments", \.cardFragments),
            ("headings-after-elements", \.headingsAfterElements),
        ]
        let allowed = doubles.map(\.0) + integers.map(\.0)
        for (key, value) in try entries(of: try mapping(node, what: "thresholds"), allowed: allowed) {
            if let path = doubles.first(where: { $0.0 == key })?.1 {
                let number = try number(value)
                guard number >= 0 else { throw error(at: value, "\(key) must not be negative") }
                thresholds[keyPath: path] = number
            } else if let path = integers.first(where: { $0.0 == key })?.1 {
                guard let integer = value.scalar.flatMap({ Int($0.string) }), integer >= 0 else {
                    throw error(at: value, "\(key) must be a whole number of 0 or more")
                }
                thresholds[keyPath: path] = integer
            }
        }
        guard (-1...1).contains(thresholds.readingOrderCorrelation) else {
            throw error(at: node, "reading-order-correlation must be between -1 and 1")
        }
        guard (0...1).contains(thresholds.modalCoverage) else {
            throw error(at: node, "modal-coverage must be between 0 and 1")
        }
    }

    private func suppression(_ node: Node) throws -> Suppression {
        let fields = try mapping(node, what: "a suppression")
        var rule: String?
        var element: String?
        var reason: String?
        var expires: AuditDay?
        var screen: String?
        for (key, value) in try entries(of: fields, allowed: ["rule", "element", "reason", "expires", "screen"]) {
            switch key {
            case "rule": rule = try ruleID(value)
            case "element": element = try string(value)
            case "reason": reason = try string(value)
            case "screen": screen = try string(value)
            default:
                let text = try string(value)
                guard let day = AuditDay(text) else {
                    throw error(at: value, "expires must be a date written YYYY-MM-DD, not \"\(text)\"")
                }
                expires = day
            }
        }
        guard let rule else { throw error(at: node, "a suppression needs \"rule\"") }
        guard let element, !element.isEmpty else {
            throw error(at: node, "a suppression needs \"element\" (an identifier, a label path, or \"*\")")
        }
        guard let reason, !reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw error(at: node, "a suppression needs a written \"reason\"")
        }
        return Suppression(
            ruleID: rule, element: element, reason: reason, expires: expires, screen: screen, location: place(of: node)
        )
    }

    // MARK: Typed readers

    private func entries(of mapping: Node.Mapping, allowed: [String]) throws -> [(String, Node)] {
        var seen: Set<String> = []
        return try mapping.map { key, value in
            let name = try string(key)
            guard allowed.contains(name) else {
                throw error(at: key, "unknown key \"\(name)\" (expected one of: \(allowed.joined(separator: ", ")))")
            }
            guard seen.insert(name).inserted else { throw error(at: key, "\"\(name)\" is given twice") }
            return (name, value)
        }
    }

    private func mapping(_ node: Node, what: String) throws -> Node.Mapping {
        if case .mapping(let mapping) = node { return mapping }
        throw error(at: node, "\(what) must be a mapping of keys to values")
    }

    private func sequence(_ node: Node, what: String) throws -> [Node] {
        if case .sequence(let sequence) = node { return Array(sequence) }
        throw error(at: node, "\(what) must be a list")
    }

    private func string(_ node: Node) throws -> String {
        if case .scalar(let scalar) = node { return scalar.string }
        throw error(at: node, "expected a single value here")
    }

    private func number(_ node: Node) throws -> Double {
        guard case .scalar(let scalar) = node, let value = Double(scalar.string), value.isFinite else {
            throw error(at: node, "expected a number here")
        }
        return value
    }

    private func bool(_ node: Node) throws -> Bool {
        switch try string(node).lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error(at: node, "expected true or false here")
        }
    }

    private func severity(_ node: Node) throws -> Severity {
        let text = try string(node)
        guard let level = Severity(rawValue: text.lowercased()) else {
            throw error(at: node, "unknown severity \"\(text)\" (expected error, warning or info)")
        }
        return level
    }

    private func ruleID(_ node: Node) throws -> String {
        let id = try string(node)
        guard knownRules.contains(id) else {
            let close = knownRules.filter { $0.hasPrefix(id.split(separator: ".").first.map(String.init) ?? id) }.sorted()
            let hint = close.isEmpty ? "" : " (rules with that prefix: \(close.prefix(6).joined(separator: ", ")))"
            throw error(at: node, "unknown rule \"\(id)\"\(hint)")
        }
        return id
    }

    // MARK: Errors

    private func place(of node: Node) -> String? {
        guard let mark = node.mark else { return file }
        return "\(file ?? "configuration"):\(mark.line):\(mark.column)"
    }

    func error(at node: Node, _ reason: String) -> AuditConfigurationError {
        AuditConfigurationError(file: file, line: node.mark?.line, column: node.mark?.column, reason: reason)
    }

    func error(from yamlError: YamlError) -> AuditConfigurationError {
        switch yamlError {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            return AuditConfigurationError(file: file, line: mark.line, column: mark.column, reason: "not valid YAML: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return AuditConfigurationError(
                file: file, line: context.mark.line, column: context.mark.column,
                reason: "keys given twice: \(duplicates.joined(separator: ", "))"
            )
        default:
            return AuditConfigurationError(file: file, line: nil, column: nil, reason: "not valid YAML: \(yamlError)")
        }
    }
}
