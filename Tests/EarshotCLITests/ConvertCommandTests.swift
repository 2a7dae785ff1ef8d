import Foundation
import Testing

@Suite("earshot convert")
struct ConvertCommandTests {
    private let dump = """
        <?xml version="1.0" encoding="UTF-8"?><AppiumAUT>
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Demo" label="Demo" enabled="true" visible="true" x="0" y="0" width="390" height="844">
          <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="390" height="844">
            <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="1" name="Wi-Fi" label="Wi-Fi" enabled="true" visible="true" x="16" y="100" width="358" height="44"/>
          </XCUIElementTypeWindow>
        </XCUIElementTypeApplication>
        </AppiumAUT>
        """

    @Test func aDumpBecomesAScreenFileThatReadsTheSame() throws {
        let source = try CommandRunner.temporaryFile(named: "wifi.xml", contents: dump)
        defer { CommandRunner.removeTemporaryFile(source) }
        let target = source.deletingLastPathComponent().appendingPathComponent("wifi.yaml")
        let convert = try CommandRunner.run(["convert", source.path, "--to", "yaml", "-o", target.path])
        #expect(convert.exitCode == 0)
        #expect(convert.stdout.isEmpty)
        let yaml = try String(contentsOf: target, encoding: .utf8)
        #expect(yaml.hasPrefix("format: earshot-screen"))
        let original = try CommandRunner.run(["read", source.path])
        let converted = try CommandRunner.run(["read", target.path])
        #expect(original.stdout == "Wi-Fi, Switch Button, On, Double tap to toggle setting.\n")
        #expect(converted.stdout == original.stdout)
    }

    @Test func jsonGoesToStandardOutputByDefault() throws {
        let result = try CommandRunner.run(["convert", "-"], input: dump)
        #expect(result.exitCode == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "earshot-screen")
        #expect(object["version"] as? Int == 1)
    }

    @Test func brokenInputNamesLineAndColumn() throws {
        let result = try CommandRunner.run(["convert", "-", "--input-format", "wda-xml"], input: "<AppiumAUT><XCUIElementTypeButton")
        #expect(result.exitCode == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("-:1:"))
    }
}
