/// A JSON path into a screen file, such as `$.root.children[2].frame`. YAML files use the same
/// paths, so an error names the same place whichever syntax the file is written in.
///
/// Paths are only built when a diagnostic needs one, so reading a deep file costs nothing here.
package struct ScreenFilePath: CustomStringConvertible, Hashable, Sendable {
    package enum Step: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    package var steps: [Step] = []

    package init(_ steps: [Step] = []) {
        self.steps = steps
    }

    package mutating func append(_ step: Step) {
        steps.append(step)
    }

    package func appending(_ step: Step) -> ScreenFilePath {
        var copy = self
        copy.append(step)
        return copy
    }

    package func appending(key: String) -> ScreenFilePath { appending(.key(key)) }
    package func appending(index: Int) -> ScreenFilePath { appending(.index(index)) }

    /// `$` followed by `.key` for identifier keys, `['odd key']` for the others, and `[i]`.
    package var description: String {
        var text = "$"
        for step in steps {
            switch step {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where Self.isIdentifier(key):
                text += "." + key
            case .key(let key):
                text +=
                    "['"
                    + key.replacingOccurrences(of: "\\", with: "\\\\")
                    .replacingOccurrences(of: "'", with: "\\'") + "']"
            }
        }
        return text
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || first.properties.isAlphabetic && first.isASCII
        else { return false }
        return key.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }
}

extension ScreenFilePath.Step: ExpressibleByStringLiteral {
    /// A literal key, so paths read `["device", "width"]`.
    package init(stringLiteral key: String) {
        self = .key(key)
    }
}
