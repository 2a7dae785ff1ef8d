/// XCTest's element types (`XCUIElementType`), with XCTest's raw values, as they appear in dumps:
/// `XCUIElementTypeButton` in WebDriverAgent XML, `Button` in its JSON and in debugDescription
/// text, `9` in Maestro-style JSON (docs/real-dumps.md §1.5).
///
/// Named `DumpElementType` so that it never clashes with XCTest's own `XCUIElementType` in a file
/// that imports both.
enum DumpElementType: Int, CaseIterable, Hashable, Sendable {
    case any = 0
    case other, application, group, window, sheet, drawer, alert, dialog, button
    case radioButton, radioGroup, checkBox, disclosureTriangle, popUpButton, comboBox, menuButton
    case toolbarButton, popover, keyboard, key, navigationBar, tabBar, tabGroup, toolbar, statusBar
    case table, tableRow, tableColumn, outline, outlineRow, browser, collectionView, slider
    case pageIndicator, progressIndicator, activityIndicator, segmentedControl, picker, pickerWheel
    case `switch`, toggle, link, image, icon, searchField, scrollView, scrollBar, staticText
    case textField, secureTextField, datePicker, textView, menu, menuItem, menuBar, menuBarItem
    case map, webView, incrementArrow, decrementArrow, timeline, ratingIndicator, valueIndicator
    case splitGroup, splitter, relevanceIndicator, colorWell, helpTag, matte, dockItem, ruler
    case rulerMarker, grid, levelIndicator, cell, layoutArea, layoutItem, handle, stepper, tab
    case touchBar, statusItem

    /// XCTest's short name: `StaticText`, `Switch`, `PopUpButton`.
    var xcName: String {
        let name = String(describing: self)
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The type named by a dump: `XCUIElementTypeButton`, `Button`, `button`, `9`, or an old
    /// UI Automation name (`UIATableCell`). Nil for names XCTest does not have.
    init?(dumpName: String) {
        if let type = Self.exactNames[dumpName] {
            self = type
            return
        }
        let trimmed = dumpName.trimmingCharacters(in: .whitespaces)
        if let raw = Int(trimmed) {
            guard let type = DumpElementType(rawValue: raw) else { return nil }
            self = type
            return
        }
        var key = trimmed.lowercased()
        if key.hasPrefix("xcuielementtype") { key.removeFirst("xcuielementtype".count) }
        if let type = Self.byLowercasedName[key] {
            self = type
        } else if key.hasPrefix("uia"), let type = Self.uiAutomationNames[String(key.dropFirst(3))] {
            self = type
        } else {
            return nil
        }
    }

    /// The spellings dumps use, looked up as written before any normalizing (the common case).
    private static let exactNames: [String: DumpElementType] = {
        var table: [String: DumpElementType] = [:]
        for type in DumpElementType.allCases {
            table[type.xcName] = type
            table["XCUIElementType" + type.xcName] = type
        }
        return table
    }()

    private static let byLowercasedName: [String: DumpElementType] = {
        var table: [String: DumpElementType] = [:]
        for type in DumpElementType.allCases { table[type.xcName.lowercased()] = type }
        return table
    }()

    /// UI Automation class names (Appium 1.6 dumps, docs/real-dumps.md §1.3) that differ from XCTest's.
    private static let uiAutomationNames: [String: DumpElementType] = [
        "element": .other, "tableview": .table, "tablecell": .cell, "collectioncell": .cell,
        "collectionview": .collectionView, "button": .button, "statictext": .staticText,
        "textfield": .textField, "securetextfield": .secureTextField, "searchbar": .searchField,
        "switch": .switch, "image": .image, "link": .link, "navigationbar": .navigationBar,
        "tabbar": .tabBar, "toolbar": .toolbar, "scrollview": .scrollView, "webview": .webView,
        "window": .window, "application": .application, "alert": .alert, "actionsheet": .sheet,
        "slider": .slider, "picker": .picker, "pickerwheel": .pickerWheel, "textview": .textView,
        "segmentedcontrol": .segmentedControl, "pageindicator": .pageIndicator,
        "progressindicator": .progressIndicator, "activityindicator": .activityIndicator,
        "keyboard": .keyboard, "key": .key, "statusbar": .statusBar,
    ]
}
