extension VoiceOverPhrases {
    /// Russian (ru), iOS VoiceOver's own words.
    ///
    /// Source, unless a line says otherwise: the table in docs/voiceover-behaviour.md §4 (What is spoken), marked "spec". Lines
    /// marked "reference" come from the Russian strings of the snapshot library that document names,
    /// recorded from devices; "unverified" marks a string no source confirms.
    public static let russian = VoiceOverPhrases(
        identifier: "ru",
        selected: "Выбрано",  // spec
        dimmed: "Недоступно",  // spec
        button: "Кнопка",  // spec
        backButton: "Кнопка назад",  // spec
        backLabel: "Назад",  // reference ("назад", compared without case)
        switchButton: "Кнопка-переключатель",  // spec
        switchOn: "Вкл",  // spec
        switchOff: "Выкл",  // spec
        switchMixed: "Смешанно",  // spec
        tab: "Вкладка",  // spec
        textField: "Текстовое поле",  // spec
        secureTextField: "Защищенное текстовое поле",  // unverified: docs/voiceover-behaviour.md leaves it open ("…")
        isEditing: "Идет правка",  // reference
        heading: "Заголовок",  // spec
        link: "Ссылка",  // spec
        adjustable: "Элемент регулировки",  // spec
        image: "Изображение",  // spec
        searchField: "Поле поиска",  // spec
        positionFormat: "{index} из {count}",  // spec ("i из n")
        listStart: "Начало списка",  // spec
        listEnd: "Конец списка",  // spec
        landmarkStart: "Ориентир",  // spec
        landmarkEnd: "Конец",  // spec (the reference has "Конец строки")
        // Reference, but there the row and column span strings are swapped; assigned here by
        // their meaning.
        rowSpanFormat: "Охватывает строк: {n}",
        columnSpanFormat: "Охватывает столбцов: {n}",
        rowFormat: "Ряд {n}",  // reference
        columnFormat: "Столбец {n}",  // reference
        switchHint: "Коснитесь дважды, чтобы переключить настройку.",  // spec
        // Reference records it in lower case ("коснитесь дважды, чтобы редактировать"); capitalized
        // here as docs/voiceover-behaviour.md capitalizes the reference's "текстовое поле".
        editHint: "Коснитесь дважды, чтобы редактировать",
        // Reference, with the Latin look-alike letters in "oбъeкту" and "Cлова" replaced by Cyrillic.
        misspelledWordsHint: "Используйте ротор для доступа к объекту: Слова с ошибками",
        adjustHint: "Смахните вверх или вниз одним пальцем, чтобы настроить значение.",  // spec
        actionsAvailable: "Доступны действия",  // spec
        moreContentAvailable: "Доступно больше контента",  // reference
        fullStop: ".",
        sentenceSpace: " "
    )
}
