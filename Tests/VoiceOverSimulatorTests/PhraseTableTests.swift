import AccessibilityTree
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// The language tables: which one a BCP 47 tag picks, the fallback chain, each table's
/// completeness, and the speech each language produces.
@Suite("Phrase tables and languages")
@MainActor
struct PhraseTableTests {
    nonisolated static let matchingCases: [(String?, String?)] = [
        ("en", "en"), ("en-US", "en"), ("EN_gb", "en"), ("en-Latn-US", "en"),
        ("de", "de"), ("de-AT", "de"), ("de_CH", "de"), ("de-DE-1996", "de"),
        ("ru", "ru"), ("ru-RU", "ru"), ("ru-UA", "ru"),
        ("zh", "zh-Hans"), ("zh-CN", "zh-Hans"), ("zh-Hans", "zh-Hans"), ("zh-Hans-CN", "zh-Hans"),
        ("zh-SG", "zh-Hans"), ("zh_CN", "zh-Hans"), ("ZH-HANS", "zh-Hans"), (" zh-Hans ", "zh-Hans"),
        ("zh-TW", nil), ("zh-Hant", nil), ("zh-HK", nil), ("zh-Hant-CN", nil), ("zh-MO", nil),
        ("fr", nil), ("fr-FR", nil), ("ja", nil), ("", nil), ("   ", nil), (nil, nil), ("-de", nil), ("1", nil),
        ("english", nil),
    ]

    @Test("a BCP 47 tag picks its table", arguments: matchingCases)
    func matching(_ tag: String?, expected: String?) {
        #expect(VoiceOverPhrases.matching(tag)?.identifier == expected)
    }

    nonisolated static let fallbackCases: [(String?, String?, String)] = [
        ("de-AT", "ru", "de"),  // the element's language first
        ("fr", "de", "de"),  // unknown element language → device language
        (nil, "ru-RU", "ru"),  // no element language → device language
        ("", "zh-CN", "zh-Hans"),  // empty element language counts as none
        ("fr", "ja", "en"),  // neither known → English
        ("zh-TW", "zh-HK", "en"),  // Traditional Chinese has no table yet → English
        (nil, nil, "en"),
    ]

    @Test("fallback: element language, then device language, then English", arguments: fallbackCases)
    func fallback(_ element: String?, device: String?, expected: String) {
        #expect(VoiceOverPhrases.resolve(elementLanguage: element, deviceLanguage: device).identifier == expected)
    }

    @Test("the composer follows the fallback chain")
    func composerFallback() {
        let composer = SpeechComposer()
        let french = ElementSpec(label: "Jouer", traits: .button, language: "fr")
        #expect(composer.speech(for: french.node(), deviceLanguage: "ru").text() == "Jouer, Кнопка")
        #expect(composer.speech(for: french.node(), deviceLanguage: "ja").text() == "Jouer, Button")
        #expect(composer.speech(for: french.node(), deviceLanguage: "ja").language == "en")
        let german = ElementSpec(label: "Spielen", traits: .button, language: "de-AT")
        #expect(composer.speech(for: german.node(), deviceLanguage: "zh-Hans").text() == "Spielen, Taste")
    }

    @Test("every table is complete", arguments: VoiceOverPhrases.all)
    func complete(_ table: VoiceOverPhrases) {
        for child in Mirror(reflecting: table).children {
            guard let name = child.label, let text = child.value as? String, name != "sentenceSpace" else { continue }
            #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(table.identifier).\(name) is empty")
        }
        #expect(table.positionFormat.contains("{index}") && table.positionFormat.contains("{count}"))
        for format in [table.rowSpanFormat, table.columnSpanFormat, table.rowFormat, table.columnFormat] {
            #expect(format.contains("{n}"), "\(table.identifier): \(format)")
        }
        #expect(VoiceOverPhrases.matching(table.identifier) == table)
    }

    @Test("table identifiers are distinct")
    func distinct() {
        let identifiers = VoiceOverPhrases.all.map(\.identifier)
        #expect(Set(identifiers).count == identifiers.count)
        #expect(identifiers == ["en", "de", "ru", "zh-Hans"])
    }

    nonisolated static let numberCases: [(VoiceOverPhrases, String, String, String, String, String)] = [
        (.english, "2 of 3", "Spans 2 rows", "Spans 4 columns", "Row 5", "Column 1"),
        (.german, "2 von 3", "Umfasst 2 Zeilen", "Umfasst 4 Spalten", "Zeile 5", "Spalte 1"),
        (.russian, "2 из 3", "Охватывает строк: 2", "Охватывает столбцов: 4", "Ряд 5", "Столбец 1"),
        (.simplifiedChinese, "第2项，共3项", "跨2行", "跨4列", "第5行", "第1列"),
    ]

    @Test("numbers in each language", arguments: numberCases)
    func numbers(_ table: VoiceOverPhrases, position: String, rowSpan: String, columnSpan: String, row: String, column: String) {
        #expect(table.position(index: 2, count: 3) == position)
        #expect(table.rowSpan(2) == rowSpan)
        #expect(table.columnSpan(4) == columnSpan)
        #expect(table.row(5) == row)
        #expect(table.column(1) == column)
    }

    nonisolated static let sentenceCases: [(VoiceOverPhrases, String, String, String)] = [
        (.english, "Opens the map", "Double tap to toggle setting.", "Opens the map. Double tap to toggle setting."),
        (.english, "Opens the map.", "Next.", "Opens the map. Next."),
        (.english, "Really?", "Next.", "Really? Next."),
        (.english, "Go!", "Next.", "Go! Next."),
        (.english, "", "Next.", "Next."),
        (.simplifiedChinese, "打开地图", "轻点两下以切换设置。", "打开地图。轻点两下以切换设置。"),
        (.simplifiedChinese, "打开地图。", "轻点两下以切换设置。", "打开地图。轻点两下以切换设置。"),
        (.simplifiedChinese, "确定吗？", "轻点两下以切换设置。", "确定吗？轻点两下以切换设置。"),
    ]

    @Test("joining a hint and a system hint never doubles the full stop", arguments: sentenceCases)
    func sentences(_ table: VoiceOverPhrases, first: String, second: String, expected: String) {
        #expect(table.joiningSentences(first, second) == expected)
    }

    nonisolated static let languageCases: [SpeechCase] = [
        // German
        SpeechCase(
            "de switch", ElementSpec(label: "WLAN", value: "1", traits: [.button, .switchButton], language: "de"),
            "WLAN, Umschalttaste, Ein", hint: "Zum Umschalten Doppeltippen."
        ),
        SpeechCase(
            "de mixed switch with its own hint",
            ElementSpec(label: "Alle", value: "2", hint: "Wählt alle aus", traits: [.button, .switchButton], language: "de-AT"),
            "Alle, Umschalttaste, Gemischt", hint: "Wählt alle aus. Zum Umschalten Doppeltippen."
        ),
        SpeechCase(
            "de tab",
            ElementSpec(
                label: "Woche", traits: [.selected, .button, .tabBarItem], language: "de",
                context: .init(position: .init(index: 2, count: 3))),
            "Auswahl, Woche, Tabulator, 2 von 3"
        ),
        SpeechCase("de back button", ElementSpec(label: "Zurück", traits: [.button, .backButton], language: "de"), "Zurück Taste"),
        SpeechCase(
            "de adjustable", ElementSpec(label: "Etage", value: "3", traits: .adjustable, language: "de"),
            "Etage, 3, Einstellbar", hint: "Zum Anpassen des Wertes mit einem Finger nach oben oder unten streichen."
        ),
        SpeechCase(
            "de traits in order",
            ElementSpec(label: "X", traits: [.notEnabled, .button, .header, .link, .image, .searchField], language: "de"),
            "X, Grau dargestellt, Taste, Überschrift, Hyperlink, Bild, Suchfeld"
        ),
        SpeechCase(
            "de secure text field", ElementSpec(label: "Passwort", traits: [.textEntry, .secureTextField, .isEditing], language: "de"),
            "Passwort, Sicheres Textfeld, Bearbeiten", hint: "Den Rotor für den Zugriff auf „Rechtschreibfehler“ verwenden"
        ),
        SpeechCase(
            "de list, landmark and actions",
            ElementSpec(
                label: "Post", language: "de", context: .init(isListStart: true, isLandmarkEnd: true), customActionNames: ["Löschen"]),
            "Post, Anfang der Liste, Ende", hint: "Aktionen verfügbar"
        ),
        // Russian
        SpeechCase(
            "ru switch", ElementSpec(label: "Wi-Fi", value: "0", traits: [.button, .switchButton], language: "ru"),
            "Wi-Fi, Кнопка-переключатель, Выкл", hint: "Коснитесь дважды, чтобы переключить настройку."
        ),
        SpeechCase(
            "ru tab",
            ElementSpec(
                label: "Неделя", traits: [.selected, .button], language: "ru-RU",
                context: .init(position: .init(index: 2, count: 3), isTab: true)),
            "Выбрано, Неделя, Вкладка, 2 из 3"
        ),
        SpeechCase("ru back button", ElementSpec(label: "Назад", traits: [.button, .backButton], language: "ru"), "Кнопка назад"),
        SpeechCase(
            "ru dimmed button with actions",
            ElementSpec(label: "Сохранить", traits: [.button, .notEnabled], language: "ru", customActionNames: ["Удалить"]),
            "Сохранить, Недоступно, Кнопка", hint: "Доступны действия"
        ),
        SpeechCase(
            "ru adjustable", ElementSpec(value: "50%", traits: .adjustable, language: "ru"),
            "50%, Элемент регулировки", hint: "Смахните вверх или вниз одним пальцем, чтобы настроить значение."
        ),
        SpeechCase(
            "ru text field", ElementSpec(label: "Имя", traits: .textEntry, language: "ru"),
            "Имя, Текстовое поле", hint: "Коснитесь дважды, чтобы редактировать"
        ),
        SpeechCase(
            "ru list end, landmark, heading, link, image, search field",
            ElementSpec(
                label: "Поиск", traits: [.header, .link, .image, .searchField], language: "ru",
                context: .init(isListEnd: true, isLandmarkStart: true)),
            "Поиск, Заголовок, Ссылка, Изображение, Поле поиска, Конец списка, Ориентир"
        ),
        // Simplified Chinese
        SpeechCase(
            "zh-Hans switch", ElementSpec(label: "无线局域网", value: "1", traits: [.button, .switchButton], language: "zh-Hans"),
            "无线局域网, 开关按钮, 打开", hint: "轻点两下以切换设置。"
        ),
        SpeechCase(
            "zh-Hans switch with its own hint",
            ElementSpec(label: "无线局域网", value: "0", hint: "打开或关闭无线局域网", traits: [.button, .switchButton], language: "zh-CN"),
            "无线局域网, 开关按钮, 关闭", hint: "打开或关闭无线局域网。轻点两下以切换设置。"
        ),
        SpeechCase(
            "zh-Hans tab",
            ElementSpec(
                label: "周", traits: [.selected, .button, .tabBarItem], language: "zh", context: .init(position: .init(index: 2, count: 3))),
            "已选定, 周, 标签, 第2项，共3项"
        ),
        SpeechCase("zh-Hans back button", ElementSpec(label: "返回", traits: [.button, .backButton], language: "zh-Hans"), "返回按钮"),
        SpeechCase(
            "zh-Hans adjustable", ElementSpec(label: "楼层", value: "3", traits: .adjustable, language: "zh-Hans"),
            "楼层, 3, 可调整", hint: "用一根手指向上或向下轻扫以调整值。"
        ),
        SpeechCase(
            "zh-Hans text field", ElementSpec(label: "姓名", traits: .textEntry, language: "zh-Hans"),
            "姓名, 文本栏", hint: "轻点两下以编辑。"
        ),
        SpeechCase(
            "zh-Hans traits in order",
            ElementSpec(label: "搜索", traits: [.notEnabled, .button, .header, .link, .image, .searchField], language: "zh-Hans"),
            "搜索, 变暗, 按钮, 标题, 链接, 图片, 搜索栏"
        ),
        SpeechCase(
            "zh-Hans heading in a table with actions",
            ElementSpec(
                label: "总计", language: "zh-Hans",
                context: .init(table: .init(headers: ["销售"], row: 2, column: 3, rowSpan: 1, columnSpan: 2, isFirstInRow: true)),
                customActionNames: ["删除"]
            ),
            "总计, 销售, 跨2列, 第2行, 第3列", hint: "有可用操作"
        ),
    ]

    @Test("speech in every language", arguments: languageCases)
    func speech(_ row: SpeechCase) {
        let speech = SpeechComposer().speech(for: row.element.node(), deviceLanguage: "en")
        #expect(speech.description == row.description)
        #expect(speech.hint == row.hint)
        #expect(speech.language == VoiceOverPhrases.matching(row.element.language)?.identifier)
    }
}
