extension AuditVocabulary {
    /// English: the catalogue's lists (docs/audit-rules.md), with plural and -ing forms.
    static let english = AuditVocabulary(
        language: "en", separatesWords: true,
        roleWords: [
            .button: ["button", "btn"], .link: ["link", "hyperlink"], .image: ["image", "picture"],
            .heading: ["heading", "header"], .tab: ["tab"], .checkbox: ["checkbox", "check box"],
            .switch: ["switch", "toggle"], .slider: ["slider"],
            .searchField: ["search field", "search box", "search bar"],
        ],
        gestureWords: [
            "double tap", "double click", "tap", "taps", "tapping", "click", "clicks", "clicking", "swipe", "swipes",
            "swiping",
        ],
        stateWords: ["selected", "unselected", "not selected", "checked", "unchecked", "not checked"],
        trailingStateWords: ["on", "off"],
        linkFillerWords: [
            "click", "tap", "go", "here", "learn", "more", "this", "page", "link", "about", "read", "the", "to",
        ],
        dismissWords: ["close", "cancel", "done", "dismiss", "back", "ok", "okay", "not now", "got it", "x", "×"]
    )

    /// German: VoiceOver's own role words (docs/voiceover-behaviour.md §4 (What is spoken): "Taste", "Überschrift" …) and the words German
    /// labels commonly use ("Schaltfläche", "Kontrollkästchen").
    static let german = AuditVocabulary(
        language: "de", separatesWords: true,
        roleWords: [
            .button: ["taste", "schaltfläche", "button", "knopf"], .link: ["link", "hyperlink"],
            .image: ["bild", "grafik"], .heading: ["überschrift"], .tab: ["tab", "tabulator", "registerkarte"],
            .checkbox: ["kontrollkästchen", "checkbox"], .switch: ["schalter", "umschalter", "umschalttaste"],
            .slider: ["schieberegler", "regler", "slider"], .searchField: ["suchfeld"],
        ],
        gestureWords: [
            "doppeltippen", "doppeltippe", "doppeltippt", "tippen", "tippe", "tippt", "antippen", "klicken", "klicke",
            "klickt", "wischen", "wische", "streichen", "streiche",
        ],
        stateWords: ["ausgewählt", "nicht ausgewählt", "markiert", "nicht markiert", "aktiviert", "deaktiviert"],
        trailingStateWords: ["ein", "aus", "an"],
        linkFillerWords: [
            "hier", "klicken", "klick", "tippen", "mehr", "weiter", "erfahren", "lesen", "link", "diese", "dieser",
            "seite", "über", "zur", "zum", "die", "der", "das",
        ],
        dismissWords: ["schließen", "abbrechen", "fertig", "zurück", "ok", "verwerfen", "nicht jetzt"]
    )

    /// Russian: VoiceOver's role words (docs/voiceover-behaviour.md §4 (What is spoken): "Кнопка", "Ссылка" …) in the cases labels use.
    static let russian = AuditVocabulary(
        language: "ru", separatesWords: true,
        roleWords: [
            .button: ["кнопка", "кнопку", "кнопки", "кнопкой"], .link: ["ссылка", "ссылку", "ссылки"],
            .image: ["изображение", "картинка", "картинку"], .heading: ["заголовок"], .tab: ["вкладка", "вкладку"],
            .checkbox: ["флажок", "чекбокс"], .switch: ["переключатель"], .slider: ["ползунок", "слайдер", "бегунок"],
            .searchField: ["поле поиска", "строка поиска"],
        ],
        gestureWords: [
            "дважды коснитесь", "нажмите", "нажать", "нажми", "коснитесь", "коснуться", "тапните", "кликните",
            "кликнуть", "смахните", "смахнуть", "проведите",
        ],
        stateWords: ["выбрано", "выбран", "выбрана", "не выбрано", "отмечено", "не отмечено", "включено", "выключено"],
        trailingStateWords: ["вкл", "выкл"],
        linkFillerWords: [
            "здесь", "тут", "сюда", "нажмите", "подробнее", "далее", "ещё", "еще", "больше", "ссылка", "эта", "эту",
            "страница", "страницу", "читать", "перейти",
        ],
        dismissWords: ["закрыть", "отмена", "отменить", "готово", "назад", "ок", "ok", "не сейчас"]
    )

    /// Simplified Chinese (with the Traditional forms of the same words): VoiceOver says 按钮, 链接,
    /// 图片, 标题 (the speech branch's phrase table); labels are searched as characters. 标题 and 标签
    /// also mean "title" and "tag" in ordinary text, so they are not searched at all.
    static let simplifiedChinese = AuditVocabulary(
        language: "zh-Hans", separatesWords: false,
        roleWords: [
            .button: ["按钮", "按鈕"], .link: ["链接", "連結"], .image: ["图片", "图像", "圖片"],
            .heading: [], .tab: ["标签页", "选项卡"], .checkbox: ["复选框", "複選框"], .switch: ["开关", "開關"],
            .slider: ["滑块", "滑塊"], .searchField: ["搜索栏", "搜索框"],
        ],
        gestureWords: ["轻点两下", "点击", "轻点", "轻按", "双击", "单击", "轻扫", "滑动", "點擊"],
        stateWords: ["已选定", "已选中", "未选中", "已勾选", "未勾选", "已开启", "已关闭"],
        trailingStateWords: [],
        linkFillerWords: ["点击这里", "点此", "这里", "更多", "了解更多", "详情", "查看详情", "查看更多", "点击", "链接"],
        dismissWords: ["关闭", "取消", "完成", "返回", "好", "确定", "知道了"]
    )
}
