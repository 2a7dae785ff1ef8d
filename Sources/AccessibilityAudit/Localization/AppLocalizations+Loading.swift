import Foundation

extension AppLocalizations {
    /// The largest string table or catalog read (an app's tables are kilobytes; this bounds a
    /// mistaken path's cost).
    static let maximumFileBytes = 16 << 20

    /// Reads an app's strings from `path`: a `.xcstrings` string catalog, or a folder (an app
    /// bundle, a project's resources) holding catalogs and `LANGUAGE.lproj/TABLE.strings` tables
    /// at any depth. The development language is `sourceLanguage`, else the catalogs' own, else
    /// the folder's `Info.plist` `CFBundleDevelopmentRegion`, else English or `Base.lproj` when
    /// the folder has one.
    /// - Throws: `AuditConfigurationError` naming the file and the reason (a path that is neither,
    ///   a table that cannot be read, no string at all, catalogs that disagree on the language).
    /// - Complexity: O(n) in the bytes read; the folder is walked by an iterator, not recursion.
    public static func load(path: String, sourceLanguage: String? = nil) throws(AuditConfigurationError) -> AppLocalizations {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw AuditConfigurationError(file: path, line: nil, column: nil, reason: "no such file or folder")
        }
        var builder = LocalizationsBuilder()
        if !isFolder.boolValue {
            guard path.hasSuffix(".xcstrings") else {
                throw AuditConfigurationError(
                    file: path, line: nil, column: nil,
                    reason: "not a string catalog (.xcstrings) nor a folder of LANGUAGE.lproj string tables")
            }
            try builder.addCatalog(try read(path), file: path)
        } else {
            let files = (FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []).sorted()
            for file in files {
                let components = file.split(separator: "/")
                // Hidden files and folders (a checkout's .git, .build) hold no table of the app's.
                guard !components.contains(where: { $0.hasPrefix(".") }) else { continue }
                let full = (path as NSString).appendingPathComponent(file)
                if file.hasSuffix(".xcstrings") {
                    try builder.addCatalog(try read(full), file: full)
                } else if file.hasSuffix(".strings"), components.count >= 2, components[components.count - 2].hasSuffix(".lproj") {
                    let language = String(components[components.count - 2].dropLast(".lproj".count))
                    let table = String(components[components.count - 1].dropLast(".strings".count))
                    var parser = try StringsFileParser(try read(full), file: full)
                    builder.addTable(table, language: language, pairs: try parser.pairs())
                }
            }
        }
        let source: String
        if let known = sourceLanguage ?? builder.catalogSourceLanguage ?? developmentRegion(inFolder: path, isFolder: isFolder.boolValue) {
            source = known
        } else {
            source = try builder.defaultTableSource(path: path)
        }
        return try builder.build(sourceLanguage: source, path: path)
    }

    /// The file's bytes, refused past `maximumFileBytes`.
    private static func read(_ path: String) throws(AuditConfigurationError) -> Data {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= maximumFileBytes else {
            throw AuditConfigurationError(file: path, line: nil, column: nil, reason: "larger than \(maximumFileBytes >> 20) MB")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AuditConfigurationError(file: path, line: nil, column: nil, reason: "cannot be read")
        }
        return data
    }

    /// `CFBundleDevelopmentRegion` of the folder's own `Info.plist` (an app bundle's), if any.
    private static func developmentRegion(inFolder path: String, isFolder: Bool) -> String? {
        guard isFolder, let data = FileManager.default.contents(atPath: (path as NSString).appendingPathComponent("Info.plist")),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return nil }
        return plist["CFBundleDevelopmentRegion"] as? String
    }
}

/// Gathers catalogs and tables into entries: one per table and key, with the languages that
/// translate it.
private struct LocalizationsBuilder {
    /// A `.xcstrings` file: the source language and each key's localizations.
    private struct Catalog: Decodable {
        var sourceLanguage: String
        var strings: [String: CatalogString]
    }

    private struct CatalogString: Decodable {
        var shouldTranslate: Bool?
        var localizations: [String: CatalogLocalization]?
    }

    /// One language's text of a key: a string unit, or variations (plural, device) of them.
    private struct CatalogLocalization: Decodable {
        struct StringUnit: Decodable {
            var state: String?
            var value: String?
        }
        var stringUnit: StringUnit?
        var variations: [String: [String: CatalogLocalization]]?

        /// The values of its string units not marked new, its own and its variations' (a plural's
        /// "%lld song" and "%lld songs"), in a fixed order.
        /// - Complexity: O(v) in the variations, with a stack, not recursion.
        var translatedTexts: [String] {
            var texts: [String] = []
            var pending = [self]
            while let next = pending.popLast() {
                if let unit = next.stringUnit, unit.state != "new", let value = unit.value, !value.isEmpty { texts.append(value) }
                for (_, cases) in (next.variations ?? [:]).sorted(by: { $0.key < $1.key }) {
                    pending.append(contentsOf: cases.sorted { $0.key < $1.key }.map(\.value))
                }
            }
            return texts
        }
    }

    private struct Key: Hashable {
        var table: String
        var key: String
    }

    /// Per table and key, the text in each language that has it.
    private var texts: [Key: [String: String]] = [:]
    /// Per table and key, the languages a catalog translates it in, and its source texts (one,
    /// or a plural's several).
    private var catalogEntries: [Key: (sources: [String], translated: Set<String>)] = [:]
    private var tableLanguages: Set<String> = []
    private var catalogLanguages: Set<String> = []
    private(set) var catalogSourceLanguage: String?
    private var catalogFile: String?

    mutating func addTable(_ table: String, language: String, pairs: [(key: String, value: String)]) {
        tableLanguages.insert(language)
        for pair in pairs { texts[Key(table: table, key: pair.key), default: [:]][language] = pair.value }
    }

    mutating func addCatalog(_ data: Data, file: String) throws(AuditConfigurationError) {
        let catalog: Catalog
        do {
            catalog = try JSONDecoder().decode(Catalog.self, from: data)
        } catch {
            throw AuditConfigurationError(decoding: error, file: file, expected: "a string catalog")
        }
        if let earlier = catalogSourceLanguage, earlier != catalog.sourceLanguage, let catalogFile {
            throw AuditConfigurationError(
                file: file, line: nil, column: nil,
                reason: "its source language is \(catalog.sourceLanguage), \(catalogFile)'s is \(earlier); audit one app at a time")
        }
        catalogSourceLanguage = catalog.sourceLanguage
        catalogFile = file
        catalogLanguages.insert(catalog.sourceLanguage)
        let table = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        for (key, string) in catalog.strings where string.shouldTranslate != false {
            let localizations = string.localizations ?? [:]
            catalogLanguages.formUnion(localizations.keys)
            let translated = Set(localizations.filter { !$0.value.translatedTexts.isEmpty }.keys).union([catalog.sourceLanguage])
            let sources = localizations[catalog.sourceLanguage]?.translatedTexts ?? []
            catalogEntries[Key(table: table, key: key)] = (sources.isEmpty ? [key] : sources, translated)
        }
    }

    /// English, or `Base`, when the tables have one: the development language Xcode gives a new
    /// project.
    func defaultTableSource(path: String) throws(AuditConfigurationError) -> String {
        if tableLanguages.contains("en") { return "en" }
        if tableLanguages.contains("Base") { return "Base" }
        throw AuditConfigurationError(
            file: path, line: nil, column: nil,
            reason:
                "cannot tell the development language: no catalog, no Info.plist with CFBundleDevelopmentRegion, no en.lproj or Base.lproj (--strings-language sets it)"
        )
    }

    /// The entries; a `Base` table stands for the development language's when that has none.
    func build(sourceLanguage: String, path: String) throws(AuditConfigurationError) -> AppLocalizations {
        guard !texts.isEmpty || !catalogEntries.isEmpty else {
            throw AuditConfigurationError(
                file: path, line: nil, column: nil, reason: "holds no string table (LANGUAGE.lproj/TABLE.strings) or catalog (.xcstrings)")
        }
        var entries: [AppLocalizations.Entry] = []
        for (key, byLanguage) in texts {
            guard let source = byLanguage[sourceLanguage] ?? byLanguage["Base"] else { continue }
            var translated = Set(byLanguage.keys).union([sourceLanguage])
            if sourceLanguage != "Base" { translated.remove("Base") }
            entries.append(.init(table: key.table, key: key.key, sourceText: source, translatedLanguages: translated))
        }
        for (key, entry) in catalogEntries {
            for source in entry.sources {
                entries.append(.init(table: key.table, key: key.key, sourceText: source, translatedLanguages: entry.translated))
            }
        }
        entries.sort { ($0.table, $0.key, $0.sourceText) < ($1.table, $1.key, $1.sourceText) }
        let languages = tableLanguages.union(catalogLanguages).subtracting(sourceLanguage == "Base" ? [] : ["Base"])
        return AppLocalizations(sourceLanguage: sourceLanguage, languages: languages, entries: entries)
    }
}
