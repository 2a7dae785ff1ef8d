import Foundation

/// A strict structural check of a SARIF 2.1.0 log, following the required properties, the
/// enumerations and the closed property sets of the OASIS schema (sarif-schema-2.1.0.json) for
/// every object Earshot writes. Returns the problems found, as JSON paths with reasons.
struct SARIFStructure {
    private(set) var problems: [String] = []

    static func validate(_ text: String) -> [String] {
        var checker = SARIFStructure()
        guard let data = text.data(using: .utf8), let log = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return ["$: not a JSON object"]
        }
        checker.log(log)
        return checker.problems
    }

    // Allowed properties per object, from the schema's definitions.
    static let properties: [String: Set<String>] = [
        "sarifLog": ["$schema", "version", "runs", "inlineExternalProperties", "properties"],
        "run": [
            "tool", "invocations", "conversion", "language", "versionControlProvenance", "originalUriBaseIds", "artifacts",
            "logicalLocations", "graphs", "results", "automationDetails", "runAggregates", "baselineGuid", "redactionTokens",
            "defaultEncoding", "defaultSourceLanguage", "newlineSequences", "columnKind", "externalPropertyFileReferences",
            "threadFlowLocations", "taxonomies", "addresses", "translations", "policies", "webRequests", "webResponses",
            "specialLocations", "properties",
        ],
        "tool": ["driver", "extensions", "properties"],
        "toolComponent": [
            "guid", "name", "organization", "product", "productSuite", "shortDescription", "fullDescription", "fullName",
            "version", "semanticVersion", "dottedQuadFileVersion", "releaseDateUtc", "downloadUri", "informationUri",
            "globalMessageStrings", "notifications", "rules", "taxa", "locations", "language", "contents", "isComprehensive",
            "localizedDataSemanticVersion", "minimumRequiredLocalizedDataSemanticVersion", "associatedComponent",
            "translationMetadata", "supportedTaxonomies", "properties",
        ],
        "reportingDescriptor": [
            "id", "deprecatedIds", "guid", "deprecatedGuids", "name", "deprecatedNames", "shortDescription", "fullDescription",
            "messageStrings", "defaultConfiguration", "helpUri", "help", "relationships", "properties",
        ],
        "multiformatMessageString": ["text", "markdown", "properties"],
        "reportingConfiguration": ["enabled", "level", "rank", "parameters", "properties"],
        "result": [
            "ruleId", "ruleIndex", "rule", "kind", "level", "message", "analysisTarget", "locations", "guid", "correlationGuid",
            "occurrenceCount", "partialFingerprints", "fingerprints", "stacks", "codeFlows", "graphs", "graphTraversals",
            "relatedLocations", "suppressions", "baselineState", "rank", "attachments", "hostedViewerUri", "workItemUris",
            "provenance", "fixes", "taxa", "webRequest", "webResponse", "properties",
        ],
        "message": ["text", "markdown", "id", "arguments", "properties"],
        "location": ["id", "physicalLocation", "logicalLocations", "message", "annotations", "relationships", "properties"],
        "physicalLocation": ["address", "artifactLocation", "region", "contextRegion", "properties"],
        "artifactLocation": ["uri", "uriBaseId", "index", "description", "properties"],
        "region": [
            "startLine", "startColumn", "endLine", "endColumn", "charOffset", "charLength", "byteOffset", "byteLength",
            "snippet", "message", "sourceLanguage", "properties",
        ],
        "logicalLocation": ["name", "index", "fullyQualifiedName", "decoratedName", "parentIndex", "kind", "properties"],
        "suppression": ["guid", "kind", "status", "justification", "location", "properties"],
    ]

    static let levels: Set<String> = ["none", "note", "warning", "error"]
    static let resultKinds: Set<String> = ["notApplicable", "pass", "fail", "review", "open", "informational"]
    static let baselineStates: Set<String> = ["new", "unchanged", "updated", "absent"]
    static let suppressionKinds: Set<String> = ["inSource", "external"]
    static let suppressionStatuses: Set<String> = ["accepted", "underReview", "rejected"]
    static let columnKinds: Set<String> = ["utf16CodeUnits", "unicodeCodePoints"]

    private mutating func fail(_ path: String, _ reason: String) {
        problems.append("\(path): \(reason)")
    }

    private mutating func object(_ value: Any?, _ path: String, kind: String, required: [String] = []) -> [String: Any]? {
        guard let object = value as? [String: Any] else {
            fail(path, "expected an object (\(kind))")
            return nil
        }
        let allowed = Self.properties[kind] ?? []
        for key in object.keys.sorted() where !allowed.contains(key) { fail("\(path).\(key)", "not a property of \(kind)") }
        for key in required where object[key] == nil { fail(path, "missing required \"\(key)\"") }
        if let bag = object["properties"] { propertyBag(bag, "\(path).properties") }
        return object
    }

    private mutating func array(_ value: Any?, _ path: String) -> [Any] {
        guard let array = value as? [Any] else {
            fail(path, "expected an array")
            return []
        }
        return array
    }

    private mutating func string(_ value: Any?, _ path: String, in allowed: Set<String>? = nil) {
        guard let text = value as? String else {
            fail(path, "expected a string")
            return
        }
        if let allowed, !allowed.contains(text) { fail(path, "\"\(text)\" is not one of \(allowed.sorted())") }
    }

    private mutating func integer(_ value: Any?, _ path: String, minimum: Int) {
        guard let number = value as? NSNumber, number.doubleValue == Double(number.intValue), number.intValue >= minimum else {
            fail(path, "expected an integer ≥ \(minimum)")
            return
        }
    }

    private mutating func propertyBag(_ value: Any?, _ path: String) {
        guard let bag = value as? [String: Any] else { return fail(path, "expected an object (propertyBag)") }
        if let tags = bag["tags"] {
            let list = array(tags, "\(path).tags")
            if list.contains(where: { !($0 is String) }) { fail("\(path).tags", "tags must be strings") }
            if Set(list.compactMap { $0 as? String }).count != list.count { fail("\(path).tags", "tags must be unique") }
        }
    }

    private mutating func messageString(_ value: Any?, _ path: String) {
        guard let message = object(value, path, kind: "multiformatMessageString", required: ["text"]) else { return }
        string(message["text"], "\(path).text")
        if let markdown = message["markdown"] { string(markdown, "\(path).markdown") }
    }

    private mutating func log(_ log: [String: Any]) {
        guard let log = object(log, "$", kind: "sarifLog", required: ["version", "runs"]) else { return }
        string(log["version"], "$.version", in: ["2.1.0"])
        if let schema = log["$schema"] as? String {
            if URL(string: schema)?.scheme == nil { fail("$.$schema", "not a URI") }
        } else {
            fail("$", "missing \"$schema\"")
        }
        for (index, run) in array(log["runs"], "$.runs").enumerated() { self.run(run, "$.runs[\(index)]") }
    }

    private mutating func run(_ value: Any, _ path: String) {
        guard let run = object(value, path, kind: "run", required: ["tool"]) else { return }
        if let columnKind = run["columnKind"] { string(columnKind, "\(path).columnKind", in: Self.columnKinds) }
        var ruleIDs: [String] = []
        if let tool = object(run["tool"], "\(path).tool", kind: "tool", required: ["driver"]),
            let driver = object(tool["driver"], "\(path).tool.driver", kind: "toolComponent", required: ["name"])
        {
            string(driver["name"], "\(path).tool.driver.name")
            for (index, rule) in array(driver["rules"] ?? [], "\(path).tool.driver.rules").enumerated() {
                let rulePath = "\(path).tool.driver.rules[\(index)]"
                guard let descriptor = object(rule, rulePath, kind: "reportingDescriptor", required: ["id"]) else { continue }
                string(descriptor["id"], "\(rulePath).id")
                ruleIDs.append(descriptor["id"] as? String ?? "")
                for key in ["shortDescription", "fullDescription", "help"] where descriptor[key] != nil {
                    messageString(descriptor[key], "\(rulePath).\(key)")
                }
                if let configuration = descriptor["defaultConfiguration"],
                    let settings = object(configuration, "\(rulePath).defaultConfiguration", kind: "reportingConfiguration"),
                    let level = settings["level"]
                {
                    string(level, "\(rulePath).defaultConfiguration.level", in: Self.levels)
                }
            }
            if Set(ruleIDs).count != ruleIDs.count { fail("\(path).tool.driver.rules", "rule ids must be unique") }
        }
        for (index, result) in array(run["results"] ?? [], "\(path).results").enumerated() {
            self.result(result, "\(path).results[\(index)]", ruleIDs: ruleIDs)
        }
    }

    private mutating func result(_ value: Any, _ path: String, ruleIDs: [String]) {
        guard let result = object(value, path, kind: "result", required: ["message"]) else { return }
        if let message = object(result["message"], "\(path).message", kind: "message") {
            if message["text"] == nil && message["id"] == nil { fail("\(path).message", "needs \"text\" or \"id\"") }
            if let text = message["text"] { string(text, "\(path).message.text") }
        }
        if let level = result["level"] { string(level, "\(path).level", in: Self.levels) }
        if let kind = result["kind"] { string(kind, "\(path).kind", in: Self.resultKinds) }
        if let state = result["baselineState"] { string(state, "\(path).baselineState", in: Self.baselineStates) }
        if let ruleID = result["ruleId"] { string(ruleID, "\(path).ruleId") }
        if let ruleIndex = result["ruleIndex"] {
            integer(ruleIndex, "\(path).ruleIndex", minimum: 0)
            if let index = ruleIndex as? Int, let ruleID = result["ruleId"] as? String,
                !(ruleIDs.indices.contains(index) && ruleIDs[index] == ruleID)
            {
                fail("\(path).ruleIndex", "does not point at rule \"\(ruleID)\"")
            }
        }
        if let fingerprints = result["partialFingerprints"] {
            guard let map = fingerprints as? [String: Any], map.values.allSatisfy({ $0 is String }) else {
                return fail("\(path).partialFingerprints", "expected an object of strings")
            }
        }
        for (index, location) in array(result["locations"] ?? [], "\(path).locations").enumerated() {
            self.location(location, "\(path).locations[\(index)]")
        }
        for (index, suppression) in array(result["suppressions"] ?? [], "\(path).suppressions").enumerated() {
            let suppressionPath = "\(path).suppressions[\(index)]"
            guard let entry = object(suppression, suppressionPath, kind: "suppression", required: ["kind"]) else { continue }
            string(entry["kind"], "\(suppressionPath).kind", in: Self.suppressionKinds)
            if let status = entry["status"] { string(status, "\(suppressionPath).status", in: Self.suppressionStatuses) }
            if let justification = entry["justification"] { string(justification, "\(suppressionPath).justification") }
        }
    }

    private mutating func location(_ value: Any, _ path: String) {
        guard let location = object(value, path, kind: "location") else { return }
        if let physical = location["physicalLocation"],
            let place = object(physical, "\(path).physicalLocation", kind: "physicalLocation")
        {
            if let artifact = object(place["artifactLocation"], "\(path).physicalLocation.artifactLocation", kind: "artifactLocation") {
                string(artifact["uri"], "\(path).physicalLocation.artifactLocation.uri")
                if let uri = artifact["uri"] as? String, URL(string: uri) == nil {
                    fail("\(path).physicalLocation.artifactLocation.uri", "not a URI reference")
                }
            }
            // GitHub code scanning needs a region with startLine on every result.
            if let region = object(place["region"], "\(path).physicalLocation.region", kind: "region", required: ["startLine"]) {
                integer(region["startLine"], "\(path).physicalLocation.region.startLine", minimum: 1)
            }
        } else {
            fail(path, "GitHub code scanning needs a physicalLocation")
        }
        for (index, logical) in array(location["logicalLocations"] ?? [], "\(path).logicalLocations").enumerated() {
            let logicalPath = "\(path).logicalLocations[\(index)]"
            guard let entry = object(logical, logicalPath, kind: "logicalLocation") else { continue }
            for key in ["name", "fullyQualifiedName", "kind"] where entry[key] != nil { string(entry[key], "\(logicalPath).\(key)") }
        }
    }
}
