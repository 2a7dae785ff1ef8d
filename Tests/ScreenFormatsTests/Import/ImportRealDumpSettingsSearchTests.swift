import EarshotUIKit
import Testing

@testable import ScreenFormats

/// iOS 18 Settings in Spanish with the search field focused (swipium, modern WebDriverAgent XML:
/// accessible, index, placeholderValue, traits, and a keyboard window).
@Suite struct ImportRealDumpSettingsSearchTests {
    static let file = "real-dumps/wda-xml-2025_swipium_settings-search-es_iphone16pro.xml"

    /// Judgement calls:
    /// - `accessible` is present and followed: each row's Button is the element (`StaticText,
    ///   Button` traits → a button with the staticText trait added), its Cell and wrapper Others
    ///   are not, and the texts/icons inside the Button are swallowed.
    /// - `name` values like `com.apple.settings.general`, `chevron.forward`, `magnifyingglass`
    ///   are identifiers: kept as `id`, never spoken.
    /// - The SearchField: value "P@ss&w0rd!$ a{b}" differs from placeholderValue "Buscar", so it
    ///   is the text; the placeholder equals the label and is said once (dropped). The keyboard is
    ///   up and it is the only text input, so it is the one being edited. Its "Borrar texto"
    ///   button is `accessible="false"` inside it: not reached.
    /// - Rows "Tiempo en pantalla" … "Game Center" are `visible="false"` but under the keyboard
    ///   window's key area (y ≥ 583), "iCloud" also past the screen's bottom: all reachable.
    /// - The "Magnifying glass" image is accessible but `visible="false"` outside any scroll view:
    ///   invisible where it stands, kept as `hidden`.
    /// - The two scroll bar Others are `accessible="false"`: not elements.
    /// - Keyboard window: the key plane is `accessible="true"` with no label and its keys
    ///   `accessible="false"` only because of it; VoiceOver moves through keys, so the plane is a
    ///   container and the keys (KeyboardKey, Button) are elements. The dump lists "Dictar" twice
    ///   with the same frame; the keyboard shows one dictation key, so the repeat is dropped with
    ///   a warning (repeated keys only: other identical siblings are kept).
    static let expected = [
        #"searchField "Buscar" text="P@ss&w0rd!$ a{b}" editing @16,64,291,37"#,
        #"button "Cancelar" @318,66,68,31"#,
        #"button "Cuenta de Apple, Inicia sesión para acceder a tus datos en iCloud, App Store, los servicios de Apple y más." +staticText @20,108,362,101"#,
        #"button "General" +staticText @20,244,362,44"#,
        #"button "Accesibilidad" +staticText @20,288,362,44"#,
        #"button "Apple Intelligence y Siri" +staticText @20,332,362,44"#,
        #"button "Botón de acción" +staticText @20,376,362,44"#,
        #"button "Buscar" +staticText @20,420,362,44"#,
        #"button "Cámara" +staticText @20,464,362,44"#,
        #"button "En espera" +staticText @20,508,362,44"#,
        #"button "Pantalla de inicio y biblioteca de apps" +staticText @20,552,362,65"#,
        #"button "Tiempo en pantalla" +staticText @20,651,362,45"#,
        #"button "Privacidad y seguridad" +staticText @20,731,362,44"#,
        #"button "Game Center" +staticText @20,810,362,45"#,
        #"button "iCloud" +staticText @20,854,362,45"#,
        #"imageView "Magnifying glass" @178,267,46,47 hidden"#,
        #"label "No hay resultados sobre “P@ss&w0rd!$ a{b}”" @74,267,254,120"#,
        #"label "Revisa la ortografía o intenta buscar algo distinto." @32,389,338,19"#,
        #"button "Teclado siguiente" value="Español" +keyboardKey @8,805,69,70"#,
        #"button "Dictar" +keyboardKey @325,805,69,70"#,
    ]

    @Test func elements() throws {
        let result = try ImportFixture.importScreen(Self.file)
        expectLines(result.document.elementSummaries(), Self.expected)
        #expect(
            result.warnings.map(\.message) == [
                "the key \"Dictar\" repeats the key before it at the same frame; read once, as the keyboard shows one"
            ])
    }

    @Test func identifiersAreKeptButNotSpoken() throws {
        let nodes = try ImportFixture.importScreen(Self.file).document.allNodesInOrder
        let general = try #require(nodes.first { $0.id == "com.apple.settings.general" })
        #expect(general.label == "General")
        #expect(!nodes.contains { $0.label?.contains("com.apple") == true || $0.label == "chevron.forward" })
    }

    @Test func keyboardWindowIsReadAfterTheApp() throws {
        let document = try ImportFixture.importScreen(Self.file).document
        let windows = document.nodes[document.root].children.map { document.nodes[$0] }
        // The empty hidden window (index 1) is dropped; the app's and the keyboard's are groups.
        #expect(windows.count == 2)
        #expect(windows.allSatisfy { $0.groupsChildren == true && $0.isAccessibilityElement == false })
    }
}
