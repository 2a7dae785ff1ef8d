import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import ScreenFormats

/// XML is never allowed to expand entities or read anything outside the input.
@Suite struct ImportSecurityTests {
    /// The classic billion laughs: 10 levels of 10 references, 10⁹ "lol"s if expanded.
    static let billionLaughs: String = {
        var text = #"<?xml version="1.0"?>"# + "\n<!DOCTYPE lolz [\n  <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            text += "  <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        return text + "]>\n<AppiumAUT><XCUIElementTypeStaticText type=\"XCUIElementTypeStaticText\" label=\"&lol9;\">&lol9;</XCUIElementTypeStaticText></AppiumAUT>\n"
    }()

    static let externalEntity = """
    <?xml version="1.0"?>
    <!DOCTYPE AppiumAUT [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
    <AppiumAUT><XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="&xxe;">&xxe;</XCUIElementTypeStaticText></AppiumAUT>
    """

    /// Measured on the build machine (debug build, mean of 100 runs): the whole import fails in
    /// about 15 µs, refused by `XMLPrologGuard` before any parsing. Without the guard, libxml2
    /// itself stops the same bomb with error 89 (entity loop) in about 0.13 ms
    /// (`theParserItselfStopsTheBomb`). The bound below only keeps a slow CI machine from failing.
    @Test func billionLaughsFailsFastWithAClearError() throws {
        let clock = ContinuousClock()
        var caught: ImportError?
        let elapsed = clock.measure {
            do { _ = try importText(Self.billionLaughs) } catch let error as ImportError { caught = error } catch {}
        }
        let error = try #require(caught)
        #expect(error.kind == .unsafeXML)
        #expect(error.location == ImportLocation(source: "inline", line: 2, column: 1))
        #expect(error.message.contains("internal subset"))
        #expect(elapsed < .seconds(1))
    }

    @Test func externalEntityIsRefusedAndNeverRead() throws {
        let error = try #require(throws: ImportError.self) { try importText(Self.externalEntity) }
        #expect(error.kind == .unsafeXML)
        #expect(!error.description.contains("root:"))
    }

    @Test(arguments: [
        "<!DOCTYPE AppiumAUT SYSTEM \"file:///etc/passwd\">\n<AppiumAUT/>",
        "<!DOCTYPE AppiumAUT PUBLIC \"-//X//EN\" \"http://example.com/x.dtd\">\n<AppiumAUT/>",
        "<?xml version=\"1.0\"?><!-- a comment first --><!doctype AppiumAUT [<!ENTITY % p SYSTEM \"file:///etc/passwd\"> %p;]><AppiumAUT/>",
    ])
    func doctypesNamingResourcesOrEntitiesAreRefused(text: String) throws {
        let error = try #require(throws: ImportError.self) { try importText(text, format: .webDriverAgentXML) }
        #expect(error.kind == .unsafeXML)
    }

    @Test func aBareDoctypeIsHarmlessAndAccepted() throws {
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE AppiumAUT>\n<AppiumAUT><XCUIElementTypeButton type=\"XCUIElementTypeButton\" label=\"OK\"/></AppiumAUT>"
        #expect(try importText(text).document.elementSummaries() == [#"button "OK""#])
    }

    @Test func anUndeclaredEntityIsAnErrorNotAnExpansion() throws {
        let text = "<AppiumAUT><XCUIElementTypeButton type=\"XCUIElementTypeButton\" label=\"&xxe;\"/></AppiumAUT>"
        let error = try #require(throws: ImportError.self) { try importText(text) }
        #expect(error.kind == .malformed)
        #expect(error.location.line == 1)
    }

    /// Defence in depth: even without the guard, the parser as configured never reads the file.
    @Test func theParserItselfDoesNotResolveExternalEntities() {
        let parser = XMLParser(data: Data(Self.externalEntity.utf8))
        parser.shouldResolveExternalEntities = false
        let delegate = WDAXMLParserDelegate(dump: RawDump(source: "inline", limits: .default))
        parser.delegate = delegate
        _ = parser.parse()
        for node in delegate.dump.nodes {
            #expect(node.label?.contains("root:") != true)
        }
    }

    /// Defence in depth: libxml2 stops an expansion bomb by itself, quickly.
    @Test func theParserItselfStopsTheBomb() {
        let parser = XMLParser(data: Data(Self.billionLaughs.utf8))
        parser.shouldResolveExternalEntities = false
        let delegate = WDAXMLParserDelegate(dump: RawDump(source: "inline", limits: .default))
        parser.delegate = delegate
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = parser.parse() }
        #expect(parser.parserError != nil)
        #expect(delegate.dump.nodes.allSatisfy { ($0.label?.utf8.count ?? 0) < 1_000_000 })
        #expect(elapsed < .seconds(1))
    }

    /// Foundation's XMLParser on Linux crashed on a processing instruction without data; they are
    /// blanked before parsing, keeping line numbers.
    @Test func processingInstructionsAreHarmless() throws {
        let text = "<?xml version=\"1.0\"?>\n<?Encodable?>\n<AppiumAUT><?pi?>\n<XCUIElementTypeButton type=\"XCUIElementTypeButton\" label=\"OK\" enabled=\"maybe\"/></AppiumAUT>"
        let result = try importText(text)
        #expect(result.document.elementSummaries() == [#"button "OK""#])
        #expect(result.warnings.first?.location.line == 4)
        #expect(XMLProcessingInstructionFilter.filter(Array("<?a?>\n<?b c\n?><r/>".utf8)) == Array("     \n     \n  <r/>".utf8))
    }
}
