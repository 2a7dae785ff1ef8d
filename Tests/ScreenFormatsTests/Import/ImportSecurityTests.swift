import Foundation
import Testing

@testable import ScreenFormats
@testable import ScreenImport

/// XML is never allowed to expand entities or read anything outside the input.
@Suite struct ImportSecurityTests {
    /// The classic billion laughs: 10 levels of 10 references, 10⁹ "lol"s if expanded.
    static let billionLaughs: String = {
        var text = #"<?xml version="1.0"?>"# + "\n<!DOCTYPE lolz [\n  <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            text += "  <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        return text
            + "]>\n<AppiumAUT><XCUIElementTypeStaticText type=\"XCUIElementTypeStaticText\" label=\"&lol9;\">&lol9;</XCUIElementTypeStaticText></AppiumAUT>\n"
    }()

    static let externalEntity = """
        <?xml version="1.0"?>
        <!DOCTYPE AppiumAUT [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
        <AppiumAUT><XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="&xxe;">&xxe;</XCUIElementTypeStaticText></AppiumAUT>
        """

    /// The whole import fails in microseconds, refused by `XMLPrologGuard` before any parsing. Without the guard, the scanner
    /// itself refuses the same DOCTYPE (`theScannerItselfRefusesEntityDeclarations`). The bound
    /// below only keeps a slow CI machine from failing.
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
        let text =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE AppiumAUT>\n<AppiumAUT><XCUIElementTypeButton type=\"XCUIElementTypeButton\" label=\"OK\"/></AppiumAUT>"
        #expect(try importText(text).document.elementSummaries() == [#"button "OK""#])
    }

    @Test func anUndeclaredEntityIsAnErrorNotAnExpansion() throws {
        let text = "<AppiumAUT><XCUIElementTypeButton type=\"XCUIElementTypeButton\" label=\"&xxe;\"/></AppiumAUT>"
        let error = try #require(throws: ImportError.self) { try importText(text) }
        #expect(error.kind == .malformed)
        #expect(error.location.line == 1)
    }

    /// Scans `text` to its end without `XMLPrologGuard`, as if the guard had let it through.
    static func scanWithoutTheGuard(_ text: String) throws {
        var scanner = WDAXMLScanner(ImportInput(source: "inline", bytes: Array(text.utf8)), maxTextBytes: 100_000)
        while try scanner.next() != .endOfDocument {}
    }

    /// Defence in depth: even without the guard, the scanner refuses a DOCTYPE that declares
    /// entities or names a file, so nothing is expanded and nothing is read.
    @Test(arguments: [
        billionLaughs, externalEntity, "<!DOCTYPE AppiumAUT SYSTEM \"file:///etc/passwd\">\n<AppiumAUT/>",
        "<!DOCTYPE AppiumAUT PUBLIC \"-//X//EN\" \"http://example.com/x.dtd\">\n<AppiumAUT/>",
    ])
    func theScannerItselfRefusesEntityDeclarations(text: String) throws {
        let error = try #require(throws: ImportError.self) { try Self.scanWithoutTheGuard(text) }
        #expect(error.kind == .unsafeXML)
        #expect(error.location.line == (text.hasPrefix("<!DOCTYPE") ? 1 : 2))
    }

    /// Defence in depth: a reference to an entity XML does not predefine is refused where it
    /// stands, in an attribute value or in text, never looked up.
    @Test(arguments: ["<AppiumAUT a=\"&lol9;\"/>", "<AppiumAUT>&xxe;</AppiumAUT>"])
    func theScannerNeverExpandsAnEntity(text: String) throws {
        let error = try #require(throws: ImportError.self) { try Self.scanWithoutTheGuard(text) }
        #expect(error.kind == .malformed)
        #expect(error.message.contains("is not one XML predefines; entities are never declared or expanded here"))
    }

    /// Foundation's XMLParser on Linux crashed on a processing instruction without data
    /// (Fixtures/crashers); the scanner reads and skips every processing instruction, keeping
    /// line numbers.
    @Test func processingInstructionsAreHarmless() throws {
        let text =
            "<?xml version=\"1.0\"?>\n<?Encodable?>\n<AppiumAUT><?pi?>\n<XCUIElementTypeButton type=\"XCUIElementTypeButton\" label=\"OK\" enabled=\"maybe\"/></AppiumAUT>"
        let result = try importText(text)
        #expect(result.document.elementSummaries() == [#"button "OK""#])
        #expect(result.warnings.first?.location.line == 4)
    }
}
