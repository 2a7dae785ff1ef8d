import Foundation

/// The findings a project already knows about, so only new ones fail a build (catalogue idea 12).
///
/// Keyed on rule, screen and the element's identifier path, never on frames (a layout change must
/// not turn an old finding into a new one). An element without any identifier is keyed on a hash
/// of its label instead; a screen-wide finding on the rule alone. Each key keeps a count, so
/// repeated rows sharing one identifier are matched one for one.
public struct AuditBaseline: Hashable, Sendable {
    public struct Entry: Hashable, Sendable, Codable {
        public var rule: String
        public var screen: String
        /// The identifier path ("settings/wifi"), or "" when the element has none.
        public var element: String
        /// A hash of the normalized label, when `element` is "".
        public var labelHash: String?
        public var count: Int

        public init(rule: String, screen: String, element: String, labelHash: String?, count: Int) {
            self.rule = rule
            self.screen = screen
            self.element = element
            self.labelHash = labelHash
            self.count = count
        }

        fileprivate var key: Key { Key(rule: rule, screen: screen, element: element, labelHash: labelHash) }
    }

    fileprivate struct Key: Hashable {
        let rule: String
        let screen: String
        let element: String
        let labelHash: String?
    }

    public private(set) var entries: [Entry]

    public init(entries: [Entry] = []) {
        var merged: [Key: Entry] = [:]
        for entry in entries {
            if var existing = merged[entry.key] {
                existing.count += entry.count
                merged[entry.key] = existing
            } else {
                merged[entry.key] = entry
            }
        }
        self.entries = merged.values.sorted(by: AuditBaseline.fileOrder)
    }

    /// A baseline recording every current finding of `reports` (new and already baselined;
    /// suppressed ones are left out, their suppression already covers them).
    public init(reports: [AuditReport]) {
        var entries: [Entry] = []
        for report in reports {
            for finding in report.findings + report.baselined {
                let key = AuditBaseline.key(for: finding, screen: report.screen)
                entries.append(Entry(rule: key.rule, screen: key.screen, element: key.element, labelHash: key.labelHash, count: 1))
            }
        }
        self.init(entries: entries)
    }

    /// Splits `findings` into new ones and ones the baseline already records.
    func partition(_ findings: [Finding], screen: AuditScreen) -> (new: [Finding], known: [Finding]) {
        var budget: [Key: Int] = [:]
        for entry in entries where entry.screen == screen.name { budget[entry.key, default: 0] += entry.count }
        var new: [Finding] = []
        var known: [Finding] = []
        for finding in findings {
            let key = AuditBaseline.key(for: finding, screen: screen)
            if let left = budget[key], left > 0 {
                budget[key] = left - 1
                known.append(finding)
            } else {
                new.append(finding)
            }
        }
        return (new, known)
    }

    private static func key(for finding: Finding, screen: AuditScreen) -> Key {
        guard let element = finding.element else {
            return Key(rule: finding.ruleID, screen: screen.name, element: "", labelHash: nil)
        }
        if !element.identifierPath.isEmpty {
            return Key(rule: finding.ruleID, screen: screen.name, element: element.identifierPath, labelHash: nil)
        }
        return Key(rule: finding.ruleID, screen: screen.name, element: "", labelHash: labelHash(element.label))
    }

    /// FNV-1a (64 bit) of the normalized label, in hex: stable across runs and machines, unlike
    /// Swift's seeded `Hasher`.
    static func labelHash(_ label: String?) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in AuditText.normalized(label ?? "").utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    private static func fileOrder(_ lhs: Entry, _ rhs: Entry) -> Bool {
        (lhs.screen, lhs.rule, lhs.element, lhs.labelHash ?? "") < (rhs.screen, rhs.rule, rhs.element, rhs.labelHash ?? "")
    }

    // MARK: File

    private struct File: Codable {
        var version: Int
        var findings: [Entry]
    }

    /// The baseline as a JSON file (sorted, so it diffs well under version control).
    public func data() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(File(version: 1, findings: entries))) ?? Data()
    }

    /// Reads a baseline file written by `data()`; a file that is not one is an error naming the
    /// file and what is wrong.
    public init(data: Data, file: String? = nil) throws {
        let decoded: File
        do {
            decoded = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw AuditConfigurationError(decoding: error, file: file, expected: "an Earshot baseline")
        }
        guard decoded.version == 1 else {
            throw AuditConfigurationError(
                file: file, line: nil, column: nil,
                reason: "baseline version \(decoded.version) is not supported (this build reads version 1)"
            )
        }
        if let bad = decoded.findings.first(where: { $0.count < 1 }) {
            throw AuditConfigurationError(
                file: file, line: nil, column: nil, reason: "baseline entry for \(bad.rule) has count \(bad.count); counts start at 1"
            )
        }
        self.init(entries: decoded.findings)
    }
}
