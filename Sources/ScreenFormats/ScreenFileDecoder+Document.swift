import EarshotUIKit

/// The document's top level: the format, the version, the device, and where the nodes start.
extension ScreenFileDecoder {
    mutating func decode() throws(ScreenFileError) -> ScreenFileReader.Result {
        let top = tree.root
        guard case .object = tree[value: top].content else {
            throw fail("a screen file is an object with \"format\", \"version\" and \"root\"; found \(describe(top))", at: top)
        }
        let members = keyed(tree.members(of: top))
        guard let format = members["format"] else {
            throw fail("missing \"format\": \"\(ScreenDocument.formatName)\"; this does not look like an Earshot screen file", at: top)
        }
        guard case .string(let formatName) = tree[value: format.value].content, formatName == ScreenDocument.formatName else {
            throw fail("expected \"\(ScreenDocument.formatName)\", found \(describe(format.value))", at: format.value, ["format"])
        }
        guard let version = members["version"] else {
            throw fail("missing \"version\" (this build reads version \(ScreenDocument.currentVersion))", at: top)
        }
        guard case .number(let number) = tree[value: version.value].content else {
            throw fail(
                "expected the version number \(ScreenDocument.currentVersion), found \(describe(version.value))", at: version.value,
                ["version"])
        }
        guard number == Double(ScreenDocument.currentVersion) else {
            throw fail(
                "unsupported version \(ScreenFileNumber.text(number)); this build reads version \(ScreenDocument.currentVersion)",
                at: version.value, ["version"])
        }
        let topKeys = ["format", "version", "device", "root"]
        for member in tree.members(of: top) where !topKeys.contains(member.key ?? "") {
            throw unknownKey(member, candidates: topKeys, context: "the top level takes format, version, device and root")
        }
        var device = ScreenDocument.Device()
        if let member = members["device"] {
            device = try decodeDevice(member.value)
        }
        guard let root = members["root"] else {
            throw fail("missing \"root\", the window's content view (a node object such as {\"children\": []})", at: top)
        }
        let nodes = try decodeNodes(from: root.value)
        return ScreenFileReader.Result(
            document: ScreenDocument(device: device, nodes: nodes, root: 0), warnings: warnings,
            positions: ScreenPositions(nodes: positions))
    }

    private mutating func decodeDevice(_ value: Int) throws(ScreenFileError) -> ScreenDocument.Device {
        let keys = ["idiom", "width", "height", "language", "layoutDirection"]
        guard case .object = tree[value: value].content else {
            throw fail("expected an object with \(list(keys)), found \(describe(value))", at: value, ["device"])
        }
        var device = ScreenDocument.Device()
        for member in tree.members(of: value) {
            let key = member.key ?? ""
            let path: [ScreenFilePath.Step] = ["device", .key(key)]
            switch key {
            case "idiom":
                switch try string(member.value, path) {
                case "phone": device.idiom = .phone
                case "pad": device.idiom = .pad
                case let other: throw fail("expected \"phone\" or \"pad\", found \"\(other)\"", at: member.value, path)
                }
            case "width": device.width = try positiveNumber(member.value, path)
            case "height": device.height = try positiveNumber(member.value, path)
            case "language": device.language = try languageTag(member.value, path)
            case "layoutDirection":
                switch try string(member.value, path) {
                case "leftToRight": device.layoutDirection = .leftToRight
                case "rightToLeft": device.layoutDirection = .rightToLeft
                case let other:
                    let hint = NearestName.hint(for: other, among: ["leftToRight", "rightToLeft"]).map { "; \($0)" } ?? ""
                    throw fail("expected \"leftToRight\" or \"rightToLeft\", found \"\(other)\"\(hint)", at: member.value, path)
                }
            default:
                throw unknownKey(member, candidates: keys, context: "device takes \(list(keys))", prefix: ["device"])
            }
        }
        return device
    }
}
