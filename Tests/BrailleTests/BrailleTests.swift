import AccessibilityTree
import Braille
import EarshotUIKit
import Testing

/// Whether liblouis's lou_translate is installed (Debian's liblouis-bin); .ci/run installs it.
let liblouisInstalled = LiblouisTranslator().executable != nil

@MainActor
@Suite("Braille")
struct BrailleTests {
    private func node(_ view: UIView) throws -> AccessibilityNode {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(view)
        return try #require(AccessibilityTree(window: window).elements.first)
    }

    /// An element labelled `label` with `traits`, on its own.
    private func element(_ label: String, row: Int, traits: UIAccessibilityTraits = .button) -> UIView {
        let view = UIView(frame: CGRect(x: 20, y: 60 + CGFloat(row) * 44, width: 350, height: 40))
        view.isAccessibilityElement = true
        view.accessibilityLabel = label
        view.accessibilityTraits = traits
        return view
    }

    /// Developing Accessible iOS Apps, chapter 6, "Value": "braille displays show the value in a
    /// separate register, indicating that they are adjustable".
    @Test(.enabled(if: liblouisInstalled))
    func theValueIsInItsOwnRegion() throws {
        let slider = element("Volume", row: 0, traits: .adjustable)
        slider.accessibilityValue = "50%"
        let line = try BrailleLine(node: node(slider), table: .uebGrade1)
        #expect(line.regions.map(\.kind) == [.label, .value, .role])
        #expect(line.text == "Volume 50% adj")
        #expect(line.region(.label)?.cells == "⠠⠧⠕⠇⠥⠍⠑")
        #expect(line.region(.value)?.cells == "⠼⠑⠚⠨⠴")
        #expect(line.region(.value)?.start == 8)
        #expect(line.cells == "⠠⠧⠕⠇⠥⠍⠑⠀⠼⠑⠚⠨⠴⠀⠁⠙⠚")
    }

    @Test(
        .enabled(if: liblouisInstalled),
        arguments: [
            (BrailleTable.uebGrade1, "⠠⠎⠑⠝⠙⠀⠍⠑⠎⠎⠁⠛⠑"),
            (BrailleTable.uebGrade2, "⠠⠎⠢⠙⠀⠍⠑⠎⠎⠁⠛⠑"),
        ])
    func uebGradesOneAndTwo(table: BrailleTable, cells: String) throws {
        let line = try BrailleLine(node: node(element("Send message", row: 0, traits: .staticText)), table: table)
        #expect(line.cells == cells)
    }

    @Test(.enabled(if: liblouisInstalled))
    func computerBrailleIsOneCellPerCharacter() throws {
        let line = try BrailleLine(node: node(element("Wi-Fi", row: 0, traits: .staticText)), table: .computer)
        #expect(line.cells.count == 5)
    }

    @Test(.enabled(if: liblouisInstalled))
    func aTableLiblouisDoesNotHaveIsAClearError() throws {
        let table = try #require(BrailleTable(name: "klingon-g9.ctb"))
        #expect(throws: BrailleError.unknownTable("klingon-g9.ctb")) {
            try BrailleLine(node: node(element("Send", row: 0)), table: table)
        }
    }

    @Test func aMissingTranslatorNamesThePackage() throws {
        let translator = LiblouisTranslator(searchPath: "/nonexistent")
        #expect(translator.executable == nil)
        do {
            _ = try BrailleLine(node: node(element("Send", row: 0)), translator: translator)
            Issue.record("translation without lou_translate should fail")
        } catch {
            #expect("\(error)".contains("liblouis-bin"))
        }
    }

    @Test(arguments: ["../etc/passwd", "a,b", "", "-h", "with space"])
    func namesThatCannotBeTablesAreRefused(name: String) {
        #expect(BrailleTable(name: name) == nil)
    }

    @Test func aliasesNameTheUEBAndComputerTables() {
        #expect(BrailleTable(name: "ueb1") == .uebGrade1)
        #expect(BrailleTable(name: "UEB2") == .uebGrade2)
        #expect(BrailleTable(name: "computer") == .computer)
        #expect(BrailleTable(name: "de-g2.ctb")?.fileName == "de-g2.ctb")
    }

    @Test(.enabled(if: liblouisInstalled))
    func aLineBreakInALabelStaysInItsRegion() throws {
        let line = try BrailleLine(node: node(element("Two\nlines", row: 0, traits: .staticText)), table: .uebGrade1)
        #expect(line.regions.count == 1)
    }
}
