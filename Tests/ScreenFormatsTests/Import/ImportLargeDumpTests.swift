import Foundation
import Testing

@testable import ScreenFormats

/// Large dumps: a dump well past 10 MB (libxml2's lookup limit for a document read in
/// one chunk, which a reader built on libxml2 would hit) must import.
@Suite("Import: large dumps", .tags(.stress), .enabled(if: stressTestsEnabled))
struct ImportLargeDumpTests {
    @Test func aTwelveMegabyteWebDriverAgentDumpImports() throws {
        var xml =
            #"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Big" label="Big" enabled="true" visible="true" x="0" y="0" width="390" height="844"><XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="390" height="844"><XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" x="0" y="0" width="390" height="844">"#
        let rows = 40_000
        xml.reserveCapacity(rows * 330)
        for row in 0..<rows {
            xml +=
                #"<XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="false" x="0" y="\#(row * 44)" width="390" height="44"><XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Row \#(row)" name="Row \#(row)" label="Row \#(row)" enabled="true" visible="false" x="16" y="\#(row * 44 + 10)" width="300" height="20"/></XCUIElementTypeCell>"#
                + "\n"
        }
        xml += "</XCUIElementTypeTable></XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>\n"
        let data = Data(xml.utf8)
        #expect(data.count > 12_000_000)
        let result = try ScreenImporter.importScreen(data, source: "big.xml")
        let labels = result.document.nodes.compactMap(\.label).filter { $0.hasPrefix("Row ") }
        #expect(labels.count == rows)
        #expect(labels.last == "Row \(rows - 1)")
    }
}
