import EarshotUIKit
import Testing

@testable import ScreenFormats
@testable import ScreenImport

/// Properties every imported real dump must have, whatever its content.
@Suite struct ImportRealDumpInvariantTests {
    static let files = ImportFixture.files(in: "real-dumps").map { "real-dumps/" + $0 }

    @Test func everyFixtureHasATest() {
        // A new fixture needs its own expected table; this list is the tables written so far.
        let covered = [
            ImportRealDumpSettingsTopTests.file, ImportRealDumpSettingsKeyboardsTests.file, ImportRealDumpAppDevTests.file,
            ImportRealDumpSettingsSearchTests.file, ImportRealDumpTabViewTests.file,
            ImportRealDumpDebugDescriptionTests.booksFile, ImportRealDumpDebugDescriptionTests.loginFile,
            ImportRealDumpCalendarDayTests.file, ImportRealDumpSettingsAccessibilityTests.file,
        ]
        #expect(Set(Self.files) == Set(covered))
    }

    @Test(arguments: files)
    func documentIsWellFormed(file: String) throws {
        let document = try ImportFixture.importScreen(file).document
        // Every node is reached exactly once from the root, through children or elements.
        let order = document.documentOrder().map(\.index)
        #expect(order.count == document.nodes.count)
        #expect(Set(order).count == order.count)
        for node in document.nodes {
            #expect(node.isAccessibilityElement != nil, "isAccessibilityElement is always set explicitly")
            if node.isAccessibilityElement == true {
                #expect(node.children.isEmpty && node.elements == nil, "nothing is kept inside an element")
            }
            if let frame = node.frame {
                #expect(frame.isFinite && frame.width >= 0 && frame.height >= 0)
            }
        }
        #expect(document.nodes[document.root].isAccessibilityElement == false)
    }

    @Test(arguments: files)
    func noIdentifierIsSpoken(file: String) throws {
        let document = try ImportFixture.importScreen(file).document
        for node in document.nodes where node.isAccessibilityElement == true {
            if let label = node.label, let id = node.id, label == id {
                #expect(!SpokenText.looksLikeIdentifier(label), "\(label)")
            }
        }
    }
}
