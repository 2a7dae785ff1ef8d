import Foundation
import Testing
@testable import ScreenFormats

/// No dump format records the device language (docs/real-dumps.md), so the loader guesses it from
/// the text and says so: a Chinese screen read with English role words, and audited as English,
/// was the real-dumps review's finding (issue 14).
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

    /// The real Chinese login dump: read with Chinese role words, and the guess said once.
    @Test func theChineseLoginDumpIsReadInChinese() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/real-dumps/xcui-debugdesc_zjh_login-screen_iphone-x.txt").path
        let read = try ScreenLoader.read(path: path)
        #expect(read.document.device.language == "zh-Hans")
        #expect(read.warnings.filter { $0.contains("records no language") } == [
            "\(path): warning: the dump records no language; read as zh-Hans, guessed from its Han script (--language sets it)",
        ])
        #expect(try ScreenLoader.read(path: path, language: "en-US").document.device.language == "en-US")
    }
}
