extension VoiceOverPhrases {
    /// English (en), iOS VoiceOver's own words.
    ///
    /// Source, unless a line says otherwise: the table in docs/voiceover-behaviour.md §4 (What is spoken), marked "spec"; that
    /// table matches what the snapshot library it names recorded on iOS 17.5, 18.5 and 26.2 simulators.
    /// Lines marked "reference" come from that library's English strings, recorded from devices.
    public static let english = VoiceOverPhrases(
        identifier: "en",
        selected: "Selected",  // spec
        dimmed: "Dimmed",  // spec
        button: "Button",  // spec
        backButton: "Back Button",  // spec
        backLabel: "Back",  // spec ("a back button whose label is just Back")
        switchButton: "Switch Button",  // spec
        switchOn: "On",  // spec
        switchOff: "Off",  // spec
        switchMixed: "Mixed",  // spec
        tab: "Tab",  // spec
        textField: "Text Field",  // spec
        secureTextField: "Secure Text Field",  // spec
        isEditing: "Is editing",  // spec
        heading: "Heading",  // spec
        link: "Link",  // spec
        adjustable: "Adjustable",  // spec
        image: "Image",  // spec
        searchField: "Search Field",  // spec
        positionFormat: "{index} of {count}",  // spec ("i of n")
        listStart: "List Start",  // spec
        listEnd: "List End",  // spec
        landmarkStart: "Landmark",  // spec
        landmarkEnd: "End",  // spec
        rowSpanFormat: "Spans {n} rows",  // docs/voiceover-behaviour.md §3 (Context)
        columnSpanFormat: "Spans {n} columns",  // docs/voiceover-behaviour.md §3 (Context)
        rowFormat: "Row {n}",  // docs/voiceover-behaviour.md §3 (Context)
        columnFormat: "Column {n}",  // docs/voiceover-behaviour.md §3 (Context)
        switchHint: "Double tap to toggle setting.",  // spec
        editHint: "Double tap to edit.",  // spec
        misspelledWordsHint: "Use the rotor to access Misspelled Words",  // spec
        adjustHint: "Swipe up or down with one finger to adjust the value.",  // spec
        actionsAvailable: "Actions Available",  // spec
        moreContentAvailable: "More Content Available",  // docs/voiceover-behaviour.md §4 (What is spoken) hint item 3
        fullStop: ".",
        sentenceSpace: " "
    )
}
