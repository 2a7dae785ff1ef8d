import Foundation
import Testing

/// An app's class that adopts a protocol a reader asks about answers through its own witnesses,
/// so `ClassOverrides.protocolsReadersAsk` must name every such protocol (docs/architecture.md,
/// "Keeping the tree"). This reads the sources for casts to EarshotUIKit's public protocols: each
/// must be in that list or be listed below with the reason its object is not one a reader walks.
@Suite("Every protocol a reader asks a walked object about is one an app's class is checked for")
struct AppCodeWatchTests {
    /// Casts that are not made of a walked object, by file and protocol, with the reason.
    static let exempt: [String: String] = [
        "AuditContext+StandardControls.swift StandardControlStandIn": "the audit reads the screen afresh; it keeps no tree",
        "UICollectionViewFlowLayout.swift UICollectionViewDelegateFlowLayout":
            "the delegate is asked in a layout pass, which a noted change starts",
        "UITableView.swift UITableViewDelegate":
            "the scroll view's one delegate reference, typed for the table; it is asked in a layout pass or a selection",
        "UICollectionView.swift UICollectionViewDelegate":
            "the scroll view's one delegate reference, typed for the collection; it is asked in a layout pass or a selection",
    ]

    static var sourcesDirectory: URL { ChangeNotesTests.sourcesDirectory }

    static func swiftFiles(in directory: URL) -> [URL] {
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
        return files.filter { $0.pathExtension == "swift" }
    }

    @Test("each cast to a public protocol of EarshotUIKit is checked for app classes or exempt with a reason")
    func protocolCastsAreChecked() throws {
        let uikit = Self.sourcesDirectory.appendingPathComponent("EarshotUIKit")
        let declaration = try Regex(#"(?m)^public protocol ([A-Z][A-Za-z]+)"#)
        var protocols: Set<String> = []
        for file in Self.swiftFiles(in: uikit) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: declaration) { protocols.insert(String(text[match.output[1].range!])) }
        }
        #expect(protocols.contains("AXCustomContentProvider"))
        let listed = try String(contentsOf: uikit.appendingPathComponent("Changes/OverrideTable/ClassOverrides.swift"), encoding: .utf8)
        let cast = try Regex(#"(?:as[?!]|\bis) (?:any )?([A-Z][A-Za-z]+)"#)
        var casts: [String] = []
        for file in Self.swiftFiles(in: Self.sourcesDirectory) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: cast) {
                let name = String(text[match.output[1].range!])
                guard protocols.contains(name) else { continue }
                let key = "\(file.lastPathComponent) \(name)"
                casts.append(key)
                if Self.exempt[key] == nil {
                    #expect(
                        listed.contains("is any \(name).Type"),
                        "\(key): a reader asks about \(name); add it to ClassOverrides.protocolsReadersAsk, or exempt it here with the reason"
                    )
                }
            }
        }
        for key in Self.exempt.keys {
            #expect(casts.contains(key), "\(key) is exempt but no longer cast; remove it")
        }
    }
}
