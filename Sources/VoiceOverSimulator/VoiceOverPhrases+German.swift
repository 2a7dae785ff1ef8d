extension VoiceOverPhrases {
    /// German (de), iOS VoiceOver's own words.
    ///
    /// Source, unless a line says otherwise: the table in docs/voiceover-behaviour.md §4 (What is spoken), marked "spec". Lines
    /// marked "reference" come from the German strings of the snapshot library that document names,
    /// recorded from devices; "unverified" marks a string no source confirms.
    public static let german = VoiceOverPhrases(
        identifier: "de",
        selected: "Auswahl",  // spec
        dimmed: "Grau dargestellt",  // spec
        button: "Taste",  // spec
        backButton: "Zurück Taste",  // spec
        backLabel: "Zurück",  // reference ("back" descriptor)
        switchButton: "Umschalttaste",  // spec
        switchOn: "Ein",  // spec
        switchOff: "Aus",  // spec
        switchMixed: "Gemischt",  // spec
        tab: "Tabulator",  // spec
        textField: "Textfeld",  // spec
        secureTextField: "Sicheres Textfeld",  // spec
        isEditing: "Bearbeiten",  // spec
        heading: "Überschrift",  // spec
        link: "Hyperlink",  // spec
        adjustable: "Einstellbar",  // spec
        image: "Bild",  // spec
        searchField: "Suchfeld",  // spec
        positionFormat: "{index} von {count}",  // spec ("i von n")
        listStart: "Anfang der Liste",  // spec
        listEnd: "Ende der Liste",  // spec
        landmarkStart: "Orientierungspunkt",  // spec
        landmarkEnd: "Ende",  // spec
        rowSpanFormat: "Umfasst {n} Zeilen",  // reference
        columnSpanFormat: "Umfasst {n} Spalten",  // reference
        rowFormat: "Zeile {n}",  // reference
        columnFormat: "Spalte {n}",  // reference
        switchHint: "Zum Umschalten Doppeltippen.",  // spec
        editHint: "Zum Bearbeiten doppeltippen.",  // reference
        // Reference, with its two typos corrected ("Zuriff", the unclosed „…“); the exact wording
        // on a device is unverified.
        misspelledWordsHint: "Den Rotor für den Zugriff auf „Rechtschreibfehler“ verwenden",
        adjustHint: "Zum Anpassen des Wertes mit einem Finger nach oben oder unten streichen.",  // spec
        actionsAvailable: "Aktionen verfügbar",  // spec
        // Unverified: the reference has "Weiterhin inhalte verfügbar", which reads like a
        // mistranslation; this is the natural German for "More Content Available".
        moreContentAvailable: "Weitere Inhalte verfügbar",
        fullStop: ".",
        sentenceSpace: " "
    )
}
