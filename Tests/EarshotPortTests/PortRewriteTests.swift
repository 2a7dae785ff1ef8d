import EarshotPort
import Testing

/// Each construct `earshot port` rewrites, before and after (docs/port.md lists the same table).
@Suite struct PortRewriteTests {
    @Test(arguments: PortCase.all)
    func rewrite(_ example: PortCase) throws {
        let result = try Porter.port(example.before, fileName: "Case.swift")
        #expect(result.text == example.after)
        #expect(result.changes.map(\.description) == example.changes)
    }

    /// Porting the output again changes nothing (the idempotence requirement).
    @Test(arguments: PortCase.all)
    func idempotent(_ example: PortCase) throws {
        let once = try Porter.port(example.before, fileName: "Case.swift")
        let twice = try Porter.port(once.text, fileName: "Case.swift")
        #expect(twice.text == once.text)
        #expect(twice.changedText == false)
    }

    @Test func unparsableInputNamesFileLineAndReason() {
        #expect {
            try Porter.port("class A {\n  func f( {\n}\n", fileName: "Broken.swift")
        } throws: { error in
            guard let error = error as? PortError else { return false }
            return error.file == "Broken.swift" && error.line >= 2 && error.description.hasPrefix("Broken.swift:")
        }
    }

    @Test func fileWithNothingToPortIsUnchanged() throws {
        let source = "import Foundation\n\nstruct Point {\n    var x = 0\n}\n"
        let result = try Porter.port(source, fileName: "Plain.swift")
        #expect(result.text == source)
        #expect(result.changes.isEmpty)
        #expect(result.changedText == false)
    }
}
