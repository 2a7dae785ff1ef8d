import EarshotUIKit

/// One value read as the type its key asks for, with the diagnostic that names what was found.
extension ScreenFileDecoder {
    func string(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> String {
        guard case .string(let string) = tree[value: value].content else {
            throw fail("expected a string, found \(describe(value))\(quotingHint(value))", at: value, path)
        }
        if let problem = limits.labelProblem(string, named: "text") {
            throw fail(problem, at: value, path)
        }
        return string
    }

    func bool(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> Bool {
        guard case .bool(let bool) = tree[value: value].content else {
            throw fail("expected true or false, found \(describe(value))", at: value, path)
        }
        return bool
    }

    func number(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> Double {
        guard case .number(let number) = tree[value: value].content else {
            throw fail("expected a number, found \(describe(value))", at: value, path)
        }
        guard number.isFinite else {
            throw fail("expected a finite number, found \(ScreenFileNumber.text(number))", at: value, path)
        }
        guard abs(number) <= ScreenFileNumber.maximumMagnitude else {
            throw fail(
                "\(ScreenFileNumber.text(number)) is out of range; numbers in a screen file lie between -1000000000 and 1000000000",
                at: value, path)
        }
        return number
    }

    func positiveNumber(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> Double {
        let number = try number(value, path)
        guard number > 0 else {
            throw fail("expected a positive number of points, found \(ScreenFileNumber.text(number))", at: value, path)
        }
        return number
    }

    func unitInterval(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> Double {
        let number = try number(value, path)
        guard (0...1).contains(number) else {
            throw fail("expected a number from 0 to 1, found \(ScreenFileNumber.text(number))", at: value, path)
        }
        return number
    }

    func integer(_ value: Int, _ path: [ScreenFilePath.Step], minimum: Int? = nil) throws(ScreenFileError) -> Int {
        let number = try number(value, path)
        guard number == number.rounded() else {
            throw fail("expected a whole number, found \(ScreenFileNumber.text(number))", at: value, path)
        }
        if let minimum, Int(number) < minimum {
            throw fail("expected a whole number of at least \(minimum), found \(ScreenFileNumber.text(number))", at: value, path)
        }
        return Int(number)
    }

    func strings(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> [String] {
        guard case .array = tree[value: value].content else {
            throw fail("expected an array of strings, found \(describe(value))", at: value, path)
        }
        var result: [String] = []
        for (index, member) in tree.members(of: value).enumerated() {
            guard case .string(let string) = tree[value: member.value].content else {
                throw fail(
                    "expected a string, found \(describe(member.value))\(quotingHint(member.value))", at: member.value,
                    path + [.index(index)])
            }
            result.append(string)
        }
        return result
    }

    func traits(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> [String] {
        let names = UIAccessibilityTraits.named.map(\.name)
        guard case .array = tree[value: value].content else {
            throw fail("expected an array of trait names such as [\"button\", \"selected\"], found \(describe(value))", at: value, path)
        }
        let result = try strings(value, path)
        for (index, member) in tree.members(of: value).enumerated() where UIAccessibilityTraits(name: result[index]) == nil {
            let hint = NearestName.hint(for: result[index], among: names).map { "; \($0)" } ?? ""
            throw fail(
                "unknown trait '\(result[index])'\(hint) (traits are UIKit's Swift names: \(names.joined(separator: ", ")))",
                at: member.value, path + [.index(index)])
        }
        return result
    }

    func languageTag(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> String {
        let tag = try string(value, path)
        if let problem = LanguageTag.problem(with: tag) {
            throw fail(problem, at: value, path)
        }
        return tag
    }

    func containerType(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> UIAccessibilityContainerType {
        let cases: [(String, UIAccessibilityContainerType)] = [
            ("none", .none), ("dataTable", .dataTable), ("list", .list), ("landmark", .landmark), ("semanticGroup", .semanticGroup),
        ]
        return try choice(value, path, cases)
    }

    func accessory(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> ScreenNode.TableViewCellAccessory {
        try choice(value, path, ScreenNode.TableViewCellAccessory.allCases.map { ($0.rawValue, $0) })
    }

    private func choice<T>(_ value: Int, _ path: [ScreenFilePath.Step], _ cases: [(String, T)]) throws(ScreenFileError) -> T {
        let name = try string(value, path)
        if let match = cases.first(where: { $0.0 == name }) { return match.1 }
        let names = cases.map(\.0)
        let hint = NearestName.hint(for: name, among: names).map { "; \($0)" } ?? ""
        throw fail("unknown value '\(name)'\(hint) (expected \(list(names, conjunction: "or")))", at: value, path)
    }

    /// An array of exactly `count` finite numbers; those at `nonNegative` positions must be ≥ 0.
    private func numbers(
        _ value: Int, _ path: [ScreenFilePath.Step], count: Int, shape: String,
        names: [String], nonNegative: Set<Int> = []
    ) throws(ScreenFileError) -> [Double] {
        guard case .array = tree[value: value].content else {
            throw fail("expected an array of \(count) numbers \(shape), found \(describe(value))", at: value, path)
        }
        let members = tree.members(of: value)
        guard members.count == count else {
            throw fail("expected \(count) numbers \(shape), found \(members.count)", at: value, path)
        }
        var result: [Double] = []
        for (index, member) in members.enumerated() {
            let itemPath = path + [.index(index)]
            guard case .number = tree[value: member.value].content else {
                throw fail("expected a number (the \(names[index])), found \(describe(member.value))", at: member.value, itemPath)
            }
            let number = try number(member.value, itemPath)
            if nonNegative.contains(index) && number < 0 {
                throw fail("the \(names[index]) must not be negative, found \(ScreenFileNumber.text(number))", at: member.value, itemPath)
            }
            result.append(number)
        }
        return result
    }

    func rect(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> CGRect {
        let n = try numbers(value, path, count: 4, shape: "[x, y, w, h]", names: ["x", "y", "width", "height"], nonNegative: [2, 3])
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    func point(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> CGPoint {
        let n = try numbers(value, path, count: 2, shape: "[x, y]", names: ["x", "y"])
        return CGPoint(x: n[0], y: n[1])
    }

    func size(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> CGSize {
        let n = try numbers(value, path, count: 2, shape: "[w, h]", names: ["width", "height"], nonNegative: [0, 1])
        return CGSize(width: n[0], height: n[1])
    }

    func polygon(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> [CGPoint] {
        guard case .array = tree[value: value].content else {
            throw fail("expected an array of at least 3 points [[x, y], …], found \(describe(value))", at: value, path)
        }
        let members = tree.members(of: value)
        guard members.count >= 3 else {
            throw fail("expected at least 3 points [[x, y], …] for a closed polygon, found \(members.count)", at: value, path)
        }
        var points: [CGPoint] = []
        for (index, member) in members.enumerated() {
            points.append(try point(member.value, path + [.index(index)]))
        }
        return points
    }

    func tabBarItems(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> [ScreenNode.TabBarItem] {
        guard case .array = tree[value: value].content else {
            throw fail("expected an array of tab items [{\"title\": …}], found \(describe(value))", at: value, path)
        }
        let keys = ["title", "badge", "isEnabled"]
        var items: [ScreenNode.TabBarItem] = []
        for (index, member) in tree.members(of: value).enumerated() {
            let itemValue = member.value
            guard case .object = tree[value: itemValue].content else {
                throw fail(
                    "expected a tab item (an object with \(list(keys))), found \(describe(itemValue))", at: itemValue,
                    path + [.index(index)])
            }
            var item = ScreenNode.TabBarItem()
            for field in tree.members(of: itemValue) {
                let key = field.key ?? ""
                let fieldPath = path + [.index(index), .key(key)]
                switch key {
                case "title": item.title = try string(field.value, fieldPath)
                case "badge": item.badge = try string(field.value, fieldPath)
                case "isEnabled": item.isEnabled = try bool(field.value, fieldPath)
                default:
                    throw unknownKey(
                        field, candidates: keys, context: "a tab item takes \(list(keys))",
                        prefix: path + [.index(index)])
                }
            }
            items.append(item)
        }
        return items
    }

    func nodeList(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> [Int] {
        guard case .array = tree[value: value].content else {
            throw fail("expected an array of nodes, found \(describe(value))", at: value, path)
        }
        return tree.members(of: value).map(\.value)
    }
}
