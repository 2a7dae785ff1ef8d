import Foundation
import Testing

@testable import ScreenFormats

/// No dump format records the device language (docs/real-dumps.md), so the loader guesses it from
/// the text and says so: otherwise a Chinese screen would be read with English role words, and
/// audited as English.
@MainActor
@Suite("Import: the language guessed from a dump's text")
struct LanguageGuessTests {
    static func document(_ labels: [String]) -> ScreenDocument {
        var nodes = [ScreenNode(type: .view)]
        nodes[0].children = Array(1...labels.count)
        for label in labels {
            var node = ScreenNode(type: .label)
            node.label = label
            nodes.append(node)
        }
        return ScreenDocument(nodes: nodes, root: 0)
    }

    @Test(arguments: [
        (["账号：", "密码：", "登录"], "zh-Hans"), (["ログイン", "パスワード"], "ja"), (["Настройки", "Общие"], "ru"),
        (["設定を開く", "写真を選ぶ", "通知"], "ja"), (["Ρυθμίσεις", "Γενικά"], "el"),
        (["Cuenta de Apple", "Inicia sesión para acceder a tus datos en iCloud", "Privacidad y seguridad"], "es"),
        (["Einstellungen", "Die Uhr und der Wecker", "Mit dem Konto für das Gerät"], "de"),
    ])
    func guessed(labels: [String], language: String) {
        #expect(LanguageGuess.guess(Self.document(labels))?.language == language)
    }

    @Test(arguments: [["Settings", "General", "Privacy & Security"], ["OK"], ["Wi-Fi", "123"]])
    func englishOrTooLittleKeepsTheDefault(labels: [String]) {
        #expect(LanguageGuess.guess(Self.document(labels)) == nil)
    }

    /// ASCII text is split into words byte by byte, other text character by character: the same
    /// labels give the same guess and evidence whichever way they are read. A non-letter outside
    /// ASCII (an ellipsis, a non-breaking space, a combining accent) sends a label the other way.
    @Test(arguments: [
        (["Cuenta de Apple", "Inicia sesion para acceder a tus datos en iCloud", "Privacidad y seguridad", "Los datos del iPhone"], "es"),
        (["Einstellungen", "Die Uhr und der Wecker", "Mit dem Konto fur das Gerat", "Das ist nicht eine"], "de"),
        (["Les reglages et les comptes", "Pour vos donnees avec le compte", "Le code est une"], "fr"),
        (["Regole DELLA casa-per_il/gatto", "Che\tgli\r\nsono"], "it"),
        // Exactly the three words a guess needs, each found only by splitting at a digit or a
        // hyphen and lower-casing.
        (["DE-LA", "1LOS2"], "es"),
    ])
    func asciiAndOtherTextAreSplitAlike(labels: [String], language: String) {
        let expected = LanguageGuess.guess(Self.document(labels))
        #expect(expected?.language == language)
        for marker in ["\u{2026}", "\u{00A0}", "\u{00B7}"] {
            #expect(LanguageGuess.guess(Self.document(labels.map { $0 + marker })) == expected, "marker \(marker)")
            #expect(
                LanguageGuess.guess(Self.document(labels.map { $0.replacingOccurrences(of: " ", with: marker) })) == expected,
                "marker \(marker) between words")
        }
    }

    /// Decomposed accents are the same words as composed ones ("más" written as a + U+0301).
    @Test func decomposedAccentsCountAsTheirWords() {
        let composed = ["Más datos para una cuenta", "Más de los días", "Más del mes"]
        let decomposed = composed.map { $0.decomposedStringWithCanonicalMapping }
        #expect(decomposed.map(\.unicodeScalars.count) != composed.map(\.unicodeScalars.count))
        #expect(LanguageGuess.guess(Self.document(decomposed)) == LanguageGuess.guess(Self.document(composed)))
        #expect(LanguageGuess.guess(Self.document(composed))?.language == "es")
    }

    /// The real Chinese login dump: read with Chinese role words, and the guess said once.
    @Test func theChineseLoginDumpIsReadInChinese() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/real-dumps/xcui-debugdesc_zjh_login-screen_iphone-x.txt").path
        let read = try ScreenLoader.read(path: path)
        #expect(read.document.device.language == "zh-Hans")
        #expect(
            read.warnings.filter { $0.contains("records no language") } == [
                "\(path): warning: the dump records no language; read as zh-Hans, guessed from its Han script (--language sets it)"
            ])
        #expect(try ScreenLoader.read(path: path, language: "en-US").document.device.language == "en-US")
    }
}
