import Foundation
import Testing

/// What independent checks of real screens found, held through the binary: a text view that is
/// first responder reads "Is editing" with only the text area's rotor hint (docs/voiceover-behaviour.md,
/// §4 "What is spoken when an element is focused": while editing, the hint is only the rotor's), in a
/// screen file and in a dump whose keyboard is up, and after `earshot convert`; and a SwiftUI
/// `LabeledContent` row, which WebDriverAgent dumps with its label and value also as children,
/// speaks its label once. The screens are written for these tests in each format's shape.
@Suite("Text views being edited and LabeledContent rows")
struct EditingAndLabeledContentTests {
    static let screenFile = """
        { "format": "earshot-screen", "version": 1,
          "root": { "children": [
            { "type": "textView", "frame": [16, 100, 358, 120], "text": "Notes so far", "isEditing": true },
            { "type": "textField", "frame": [16, 240, 358, 44], "text": "Ann", "placeholder": "Name" }
          ] } }
        """

    /// A text view with the keyboard up, and a LabeledContent row with its two texts inside.
    static let dump = """
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Notes" label="Notes" enabled="true" visible="true" x="0" y="0" width="390" height="844">
          <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="390" height="844">
            <XCUIElementTypeTextView type="XCUIElementTypeTextView" value="Notes so far" enabled="true" visible="true" x="16" y="100" width="358" height="120"/>
            <XCUIElementTypeOther type="XCUIElementTypeOther" name="Version, 1.0 (1)" label="Version, 1.0 (1)" enabled="true" visible="true" x="16" y="240" width="358" height="44">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Version" name="Version" label="Version" enabled="true" visible="true" x="32" y="252" width="80" height="20"/>
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="1.0 (1)" name="1.0 (1)" label="1.0 (1)" enabled="true" visible="true" x="300" y="252" width="60" height="20"/>
            </XCUIElementTypeOther>
          </XCUIElementTypeWindow>
          <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="390" height="844">
            <XCUIElementTypeKeyboard type="XCUIElementTypeKeyboard" enabled="true" visible="true" x="0" y="508" width="390" height="336">
              <XCUIElementTypeKey type="XCUIElementTypeKey" name="q" label="q" enabled="true" visible="true" x="3" y="518" width="33" height="42"/>
            </XCUIElementTypeKeyboard>
          </XCUIElementTypeWindow>
        </XCUIElementTypeApplication>
        """

    static let editingTextView = "Notes so far, Text Field, Is editing, Use the rotor to access Misspelled Words"

    @Test func aScreenFilesEditingTextViewReadsIsEditing() throws {
        let file = try CommandRunner.temporaryFile(named: "editing-text-view.json", contents: Self.screenFile)
        defer { CommandRunner.removeTemporaryFile(file) }
        let result = try CommandRunner.run(["read", file.path])
        #expect(result.stdout.split(separator: "\n").map(String.init) == [Self.editingTextView, "Ann, Text Field, Double tap to edit."])
    }

    @Test func aDumpsTextViewWithTheKeyboardUpIsEditingAndStaysSoWhenConverted() throws {
        let dump = try CommandRunner.temporaryFile(named: "editing-text-view.xml", contents: Self.dump)
        defer { CommandRunner.removeTemporaryFile(dump) }
        let read = try CommandRunner.run(["read", dump.path])
        #expect(read.stdout.split(separator: "\n").map(String.init).prefix(2) == [Self.editingTextView, "Version, 1.0 (1)"])
        let converted = try CommandRunner.run(["convert", dump.path])
        #expect(converted.stdout.contains("\"isEditing\": true"), "\(converted.stdout)")
        let file = try CommandRunner.temporaryFile(named: "converted-text-view.json", contents: converted.stdout)
        defer { CommandRunner.removeTemporaryFile(file) }
        #expect(try CommandRunner.run(["read", file.path]).stdout == read.stdout)
    }

    @Test func aLabeledContentRowSpeaksItsLabelOnce() throws {
        let dump = try CommandRunner.temporaryFile(named: "labeled-content.xml", contents: Self.dump)
        defer { CommandRunner.removeTemporaryFile(dump) }
        let lines = try CommandRunner.run(["read", dump.path]).stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains("Version") } == ["Version, 1.0 (1)"])
        #expect(!lines.contains("1.0 (1)"))
    }
}
