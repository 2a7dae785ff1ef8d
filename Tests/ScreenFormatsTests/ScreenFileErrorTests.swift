import Foundation
import Testing

@testable import ScreenFormats

/// A screen file that must be rejected, and the exact diagnostic it must produce.
struct BadScreenFile: CustomTestStringConvertible, Sendable {
    var syntax: ScreenFileFormat
    var text: String
    var expected: String

    static func json(_ text: String, _ expected: String) -> BadScreenFile {
        BadScreenFile(syntax: .json, text: text, expected: expected)
    }

    static func yaml(_ text: String, _ expected: String) -> BadScreenFile {
        BadScreenFile(syntax: .yaml, text: text, expected: expected)
    }

    var testDescription: String { "\(syntax): \(expected)" }
}

/// A one-line JSON document whose root node has `rootMembers`; the root's `{` is column 52.
private func line(_ rootMembers: String) -> String {
    "{\"format\": \"earshot-screen\", \"version\": 1, \"root\": {\(rootMembers)}}"
}

private let header = "{\"format\": \"earshot-screen\", \"version\": 1, "

@Suite("Screen file errors")
struct ScreenFileErrorTests {
    static let documentErrors: [BadScreenFile] = [
        .json("[]", #"bad.json:1:1: $: a screen file is an object with "format", "version" and "root"; found an empty array"#),
        .json(
            #"{"version": 1, "root": {}}"#,
            #"bad.json:1:1: $: missing "format": "earshot-screen"; this does not look like an Earshot screen file"#),
        .json(
            #"{"format": "other", "version": 1, "root": {}}"#,
            #"bad.json:1:12: $.format: expected "earshot-screen", found a string ("other")"#),
        .json(#"{"format": "earshot-screen", "root": {}}"#, #"bad.json:1:1: $: missing "version" (this build reads version 1)"#),
        .json(
            #"{"format": "earshot-screen", "version": 2, "root": {}}"#,
            "bad.json:1:41: $.version: unsupported version 2; this build reads version 1"),
        .json(
            #"{"format": "earshot-screen", "version": "1", "root": {}}"#,
            #"bad.json:1:41: $.version: expected the version number 1, found a string ("1")"#),
        .json(
            #"{"format": "earshot-screen", "version": 1}"#,
            #"bad.json:1:1: $: missing "root", the window's content view (a node object such as {"children": []})"#),
        .json(
            #"{"format": "earshot-screen", "version": 1, "rooot": {}}"#,
            "bad.json:1:44: $.rooot: unknown key 'rooot'; did you mean 'root'? (the top level takes format, version, device and root)"),
        .json(
            #"{"format": "earshot-screen", "version": 1, "root": {}, "extra": 1}"#,
            "bad.json:1:56: $.extra: unknown key 'extra' (the top level takes format, version, device and root)"),
        .json(
            #"{"format": "earshot-screen", "version": 1, "root": []}"#,
            "bad.json:1:52: $.root: expected a node (an object), found an empty array"),
    ]

    static let deviceErrors: [BadScreenFile] = [
        .json(
            header + #""device": {"idiom": "tv"}, "root": {}}"#, #"bad.json:1:64: $.device.idiom: expected "phone" or "pad", found "tv""#),
        .json(
            header + #""device": {"width": -3}, "root": {}}"#,
            "bad.json:1:64: $.device.width: expected a positive number of points, found -3"),
        .json(
            header + #""device": {"height": 0}, "root": {}}"#,
            "bad.json:1:65: $.device.height: expected a positive number of points, found 0"),
        .json(
            header + #""device": {"language": "english"}, "root": {}}"#,
            #"bad.json:1:67: $.device.language: "english" is not a BCP 47 language tag: the language 'english' must be a 2- or 3-letter ISO 639 code, such as "en" or "yue""#
        ),
        .json(
            header + #""device": {"language": "en_US"}, "root": {}}"#,
            #"bad.json:1:67: $.device.language: "en_US" is not a BCP 47 language tag: subtags are separated by '-', not '_' (did you mean "en-US"?)"#
        ),
        .json(
            header + #""device": {"layoutDirection": "rightToleft"}, "root": {}}"#,
            #"bad.json:1:74: $.device.layoutDirection: expected "leftToRight" or "rightToLeft", found "rightToleft"; did you mean 'rightToLeft'?"#
        ),
        .json(
            header + #""device": {"idoim": "pad"}, "root": {}}"#,
            "bad.json:1:55: $.device.idoim: unknown key 'idoim'; did you mean 'idiom'? (device takes idiom, width, height, language and layoutDirection)"
        ),
        .json(
            header + #""device": "iPhone", "root": {}}"#,
            #"bad.json:1:54: $.device: expected an object with idiom, width, height, language and layoutDirection, found a string ("iPhone")"#
        ),
    ]

    static let nodeErrors: [BadScreenFile] = [
        .json(
            Fixtures.json(root: #"  "frame": "wide""#),
            #"bad.json:2:12: $.root.frame: expected an array of 4 numbers [x, y, w, h], found a string ("wide")"#),
        .json(Fixtures.json(root: #"  "frame": [0, 0, 10]"#), "bad.json:2:12: $.root.frame: expected 4 numbers [x, y, w, h], found 3"),
        .json(
            Fixtures.json(root: #"  "frame": [0, 0, "10", 10]"#),
            #"bad.json:2:19: $.root.frame[2]: expected a number (the width), found a string ("10")"#),
        .json(
            Fixtures.json(root: #"  "frame": [0, 0, -10, 10]"#), "bad.json:2:19: $.root.frame[2]: the width must not be negative, found -10"
        ),
        .json(
            Fixtures.json(root: #"  "accessibilityFrame": [0, 0, 10, -1]"#),
            "bad.json:2:36: $.root.accessibilityFrame[3]: the height must not be negative, found -1"),
        .json(
            Fixtures.json(root: "  \"frame\": [-5, -5, 10, 10], \"children\": [\n    {\"type\": \"label\", \"lable\": \"x\"}\n  ]"),
            "bad.json:3:23: $.root.children[0].lable: unknown key 'lable'; did you mean 'label'? (a label node takes the common node keys and text)"
        ),
        .json(
            Fixtures.json(root: #"  "children": [{}, {}, {"type": "label", "isOn": true}]"#),
            "bad.json:2:42: $.root.children[2].isOn: 'isOn' is not a key of a label node (UILabel); it belongs to switch"),
        .json(
            Fixtures.json(root: #"  "type": "button", "text": "Save""#),
            "bad.json:2:21: $.root.text: 'text' is not a key of a button node (UIButton); it belongs to label, textField, textView, searchField and tableViewCell"
        ),
        .json(
            Fixtures.json(root: #"  "children": [{"type": "buton"}]"#),
            "bad.json:2:25: $.root.children[0].type: unknown type 'buton'; did you mean 'button'? (types: view, element, label, button, switch, slider, stepper, segmentedControl, pageControl, progressView, activityIndicator, textField, textView, searchField, imageView, tableViewCell, scrollView, navigationBar, tabBar, alert)"
        ),
        .json(
            Fixtures.json(root: #"  "children": [{"type": "element"}]"#),
            #"bad.json:2:25: $.root.children[0].type: type 'element' (UIAccessibilityElement) is only allowed inside 'elements'; a view made an element here is {"isAccessibilityElement": true}"#
        ),
        .json(
            Fixtures.json(root: #"  "elements": [{"children": [{"type": "element"}]}]"#),
            #"bad.json:2:39: $.root.elements[0].children[0].type: type 'element' (UIAccessibilityElement) is only allowed inside 'elements'; a view made an element here is {"isAccessibilityElement": true}"#
        ),
        .json(
            Fixtures.json(root: #"  "elements": [{"type": "element", "children": []}]"#),
            "bad.json:2:36: $.root.elements[0].children: 'children' doesn't apply to an element: UIAccessibilityElement is not a view (it has no subviews, isHidden, alpha or clipsToBounds)"
        ),
        .json(Fixtures.json(root: #"  "type": 3"#), "bad.json:2:11: $.root.type: expected a string, found a number (3)"),
        .json(
            Fixtures.json(root: #"  "traits": ["buton"]"#),
            "bad.json:2:14: $.root.traits[0]: unknown trait 'buton'; did you mean 'button'? (traits are UIKit's Swift names: button, link, image, selected, playsSound, keyboardKey, staticText, summaryElement, notEnabled, updatesFrequently, searchField, startsMediaSession, adjustable, allowsDirectInteraction, causesPageTurn, tabBar, header, textEntry, isEditing, secureTextField, backButton, tabBarItem, supportsZoom, textArea, toggleButton)"
        ),
        .json(
            Fixtures.json(root: #"  "traits": "button""#),
            #"bad.json:2:13: $.root.traits: expected an array of trait names such as ["button", "selected"], found a string ("button")"#),
        .json(
            Fixtures.json(root: #"  "containerType": "table""#),
            "bad.json:2:20: $.root.containerType: unknown value 'table' (expected none, dataTable, list, landmark or semanticGroup)"),
        .json(
            Fixtures.json(root: #"  "containerType": "List""#),
            "bad.json:2:20: $.root.containerType: unknown value 'List'; did you mean 'list'? (expected none, dataTable, list, landmark or semanticGroup)"
        ),
        .json(
            Fixtures.json(root: #"  "type": "tableViewCell", "accessory": "chevron""#),
            "bad.json:2:41: $.root.accessory: unknown value 'chevron' (expected none, disclosureIndicator, checkmark or detailButton)"),
        .json(
            Fixtures.json(root: #"  "activationPoint": [1]"#), "bad.json:2:22: $.root.activationPoint: expected 2 numbers [x, y], found 1"),
        .json(
            Fixtures.json(root: #"  "path": [[0, 0], [1, 1]]"#),
            "bad.json:2:11: $.root.path: expected at least 3 points [[x, y], …] for a closed polygon, found 2"),
        .json(
            Fixtures.json(root: #"  "path": [[0, 0], [1, 1], [2]]"#), "bad.json:2:28: $.root.path[2]: expected 2 numbers [x, y], found 1"),
        .json(
            Fixtures.json(root: #"  "type": "tabBar", "items": [{"title": "A", "badges": "1"}]"#),
            "bad.json:2:46: $.root.items[0].badges: unknown key 'badges'; did you mean 'badge'? (a tab item takes title, badge and isEnabled)"
        ),
        .json(
            Fixtures.json(root: #"  "type": "tabBar", "items": ["A"]"#),
            #"bad.json:2:31: $.root.items[0]: expected a tab item (an object with title, badge and isEnabled), found a string ("A")"#),
        .json(
            Fixtures.json(root: #"  "type": "tabBar", "items": [{"title": "A"}], "selectedIndex": 1"#),
            "bad.json:2:65: $.root.selectedIndex: selectedIndex 1 is out of range: there is 1 item (index 0) (omit selectedIndex for no selection)"
        ),
        .json(
            Fixtures.json(root: #"  "type": "segmentedControl", "segments": ["A", 2]"#),
            "bad.json:2:49: $.root.segments[1]: expected a string, found a number (2)"),
        .json(
            Fixtures.json(root: #"  "type": "segmentedControl", "segments": ["A", "B"], "selectedIndex": 2"#),
            "bad.json:2:72: $.root.selectedIndex: selectedIndex 2 is out of range: there are 2 segments (indexes 0…1) (omit selectedIndex for no selection)"
        ),
        .json(
            Fixtures.json(root: #"  "type": "segmentedControl", "selectedIndex": -1"#),
            "bad.json:2:48: $.root.selectedIndex: selectedIndex -1 is out of range: there are no segments (omit selectedIndex for no selection)"
        ),
        .json(
            Fixtures.json(root: #"  "type": "segmentedControl", "segments": ["A"], "selectedIndex": 0.5"#),
            "bad.json:2:67: $.root.selectedIndex: expected a whole number, found 0.5"),
        .json(
            Fixtures.json(root: #"  "type": "pageControl", "pages": 3, "currentPage": 3"#),
            "bad.json:2:53: $.root.currentPage: currentPage 3 is out of range: there are 3 pages (indexes 0…2)"),
        .json(
            Fixtures.json(root: #"  "type": "pageControl", "currentPage": 0"#),
            "bad.json:2:41: $.root.currentPage: currentPage 0 is out of range: there are no pages"),
        .json(
            Fixtures.json(root: #"  "type": "pageControl", "pages": -1"#),
            "bad.json:2:35: $.root.pages: expected a whole number of at least 0, found -1"),
        .json(
            Fixtures.json(root: #"  "type": "progressView", "progress": 1.5"#),
            "bad.json:2:39: $.root.progress: expected a number from 0 to 1, found 1.5"),
        .json(Fixtures.json(root: #"  "alpha": -0.1"#), "bad.json:2:12: $.root.alpha: expected a number from 0 to 1, found -0.1"),
        .json(Fixtures.json(root: #"  "hidden": "no""#), #"bad.json:2:13: $.root.hidden: expected true or false, found a string ("no")"#),
        .json(
            Fixtures.json(root: #"  "label": null"#),
            "bad.json:2:12: $.root.label: expected a string, found null; omit the key to keep the default"),
        .json(Fixtures.json(root: #"  "label": 42"#), "bad.json:2:12: $.root.label: expected a string, found a number (42)"),
        .json(
            Fixtures.json(root: #"  "language": "en-US-Latn""#),
            #"bad.json:2:15: $.root.language: "en-US-Latn" is not a BCP 47 language tag: subtag 'Latn' does not fit here (the order is language-script-region-variant, e.g. "zh-Hant-TW")"#
        ),
        .json(
            Fixtures.json(root: #"  "type": "stepper", "step": 0"#),
            "bad.json:2:30: $.root.step: a stepper's step must be greater than 0, found 0; UIStepper raises an exception otherwise"),
        .json(
            Fixtures.json(root: #"  "type": "stepper", "minimum": 10, "maximum": 10"#),
            "bad.json:2:48: $.root.maximum: a stepper's minimum (10) must be less than its maximum (10); UIStepper raises an exception otherwise"
        ),
        .json(
            Fixtures.json(root: #"  "type": "stepper", "minimum": 200"#),
            "bad.json:2:33: $.root.minimum: a stepper's minimum (200) must be less than its maximum (100); UIStepper raises an exception otherwise"
        ),
        .json(Fixtures.json(root: #"  "children": {}"#), "bad.json:2:15: $.root.children: expected an array of nodes, found an object"),
        .json(
            Fixtures.json(root: #"  "children": ["label"]"#),
            #"bad.json:2:16: $.root.children[0]: expected a node (an object), found a string ("label")"#),
        .json(
            Fixtures.json(root: #"  "type": "scrollView", "contentSize": [10, -1]"#),
            "bad.json:2:45: $.root.contentSize[1]: the height must not be negative, found -1"),
        .json(
            Fixtures.json(root: #"  "customActions": ["A", null]"#),
            "bad.json:2:26: $.root.customActions[1]: expected a string, found null; omit the key to keep the default"),
        .json(
            Fixtures.json(root: #"  "children": [{"children": [{"children": [{"frame": [0, 0, 1]}]}]}]"#),
            "bad.json:2:54: $.root.children[0].children[0].children[0].frame: expected 4 numbers [x, y, w, h], found 3"),
        .json(
            Fixtures.json(root: #"  "weird key": 1"#),
            "bad.json:2:3: $.root['weird key']: unknown key 'weird key' (a view node takes only the common node keys)"),
        .json(
            Fixtures.json(root: #"  "isAccessibility": true"#),
            "bad.json:2:3: $.root.isAccessibility: unknown key 'isAccessibility'; did you mean 'isAccessibilityElement'? (a view node takes only the common node keys)"
        ),
        .json(
            Fixtures.json(root: #"  "type": "slider", "Current": 1"#),
            "bad.json:2:21: $.root.Current: unknown key 'Current'; did you mean 'current'? (a slider node takes the common node keys and minimum, maximum, current and isEnabled)"
        ),
    ]

    static let jsonSyntaxErrors: [BadScreenFile] = [
        .json("", "bad.json:1:1: the file is empty; expected a JSON object"),
        .json("   \n  ", "bad.json:2:3: the file holds only whitespace; expected a JSON object"),
        .json("{", "bad.json:1:2: $: the file ends inside an object that starts at 1:1 (is it cut short?); expected a key or '}'"),
        .json(
            header + #""root": {"children": ["#,
            "bad.json:1:66: $.root.children[0]: the file ends inside an array that starts at 1:65 (is it cut short?); expected a value or ']'"
        ),
        .json(
            header + #""root": {"label": "abc"#,
            #"bad.json:1:66: $.root.label: the file ends inside a string that starts at 1:62 (a closing '"' is missing)"#),
        .json(
            header + "\"root\": {\"label\": \"abc\n\"}}",
            #"bad.json:1:66: $.root.label: the string that starts at 1:62 is not closed before the end of the line (a JSON string can't hold a line break; write \n)"#
        ),
        .json(line("") + " x", "bad.json:1:56: unexpected 'x' after the end of the document; a screen file holds one JSON object"),
        .json(line("") + "}", "bad.json:1:55: unexpected '}' after the end of the document; a screen file holds one JSON object"),
        .json(header + #""root": {},}"#, "bad.json:1:54: $: trailing comma before '}'; JSON allows no comma after the last member"),
        .json(
            line(#""traits": ["button",]"#),
            "bad.json:1:72: $.root.traits: trailing comma before ']'; JSON allows no comma after the last element"),
        .json(line(#""alpha": NaN"#), "bad.json:1:62: $.root.alpha: NaN is not a JSON number; numbers must be finite"),
        .json(line(#""alpha": -Infinity"#), "bad.json:1:62: $.root.alpha: -Infinity is not a JSON number; numbers must be finite"),
        .json(line(#""alpha": 01"#), "bad.json:1:62: $.root.alpha: numbers can't have leading zeros in JSON"),
        .json(line(#""alpha": 1."#), "bad.json:1:64: $.root.alpha: expected a digit after the decimal point"),
        .json(line(#""alpha": 1e"#), "bad.json:1:64: $.root.alpha: expected a digit in the exponent"),
        .json(line(#""alpha": .5"#), "bad.json:1:62: $.root.alpha: expected a value, found '.'; JSON numbers need a digit before '.'"),
        .json(line(#""alpha": +1"#), "bad.json:1:62: $.root.alpha: expected a value, found '+'; JSON numbers can't start with '+'"),
        .json(line(#""frame": [0, 0, 1e999, 1]"#), "bad.json:1:69: $.root.frame[2]: the number 1e999 is too large (beyond ±1.8e308)"),
        .json(line(#""hidden": tru"#), "bad.json:1:63: $.root.hidden: invalid literal 'tru'; expected true, false or null"),
        .json(line(#""label": 'x'"#), "bad.json:1:62: $.root.label: expected a value, found '''; JSON strings and keys take double quotes"),
        .json(
            line(#"label: "x""#),
            "bad.json:1:53: $.root: expected a key in double quotes or '}', found 'l'; keys take double quotes in JSON"),
        .json(line(#""label" "x""#), #"bad.json:1:61: $.root.label: expected ':' after the key 'label', found '"'"#),
        .json(line(#""label": "x" "hint": "y""#), #"bad.json:1:66: $.root: expected ',' or '}', found '"'; is a comma missing?"#),
        .json(
            line(#""label": "x", "label": "y""#),
            "bad.json:1:67: $.root.label: duplicate key 'label' (first at 1:53); each key may appear once in an object"),
        .json(
            line(#""label": "\x""#),
            #"bad.json:1:63: $.root.label: invalid escape '\' followed by 'x'; JSON escapes are \" \\ \/ \b \f \n \r \t and \uXXXX"#),
        .json(
            line(#""label": "\ud83d""#),
            #"bad.json:1:63: $.root.label: \uD83D is a high surrogate and must be followed by a low surrogate \uDC00–\uDFFF"#),
        .json(
            line(#""label": "\ud83d\u0041""#),
            #"bad.json:1:63: $.root.label: \uD83D is a high surrogate and must be followed by a low surrogate \uDC00–\uDFFF, found \u0041"#),
        .json(
            line(#""label": "\ude00""#),
            #"bad.json:1:63: $.root.label: \uDE00 is a lone low surrogate; it must follow a high surrogate \uD800–\uDBFF"#),
        .json(line(#""label": "\u12g4""#), #"bad.json:1:63: $.root.label: expected 4 hexadecimal digits after \u"#),
        .json(line("\"label\": \"a\tb\""), #"bad.json:1:64: $.root.label: a tab inside a string; JSON strings must write it as \t"#),
        .json(
            line("\"label\": \"a\u{1}b\""),
            #"bad.json:1:64: $.root.label: control character U+0001 inside a string; JSON strings must write it as \u0001"#),
        .json("// comment\n{}", "bad.json:1:1: expected a value, found '/'; JSON has no comments"),
        .json(
            line(#""label": "x""#) + " /* c */",
            "bad.json:1:68: unexpected '/' after the end of the document; a screen file holds one JSON object"),
        .json(header + #""root": {"label": "x"} /* c */}"#, "bad.json:1:67: $: expected ',' or '}', found '/'; JSON has no comments"),
        .json(
            "\u{FEFF}" + line(#""frame": 1"#),
            "bad.json:1:62: $.root.frame: expected an array of 4 numbers [x, y, w, h], found a number (1)"),
        .json("\u{FEFF}", "bad.json:1:1: the file holds only whitespace; expected a JSON object"),
    ]

    static let yamlErrors: [BadScreenFile] = [
        .yaml("", "bad.yaml:1:1: the file is empty; expected a YAML mapping with format, version and root"),
        .yaml("# only a comment\n", "bad.yaml:1:1: the file is empty; expected a YAML mapping with format, version and root"),
        .yaml("- a\n- b\n", #"bad.yaml:1:1: $: a screen file is an object with "format", "version" and "root"; found an array"#),
        .yaml(
            Fixtures.yaml(root: "  label: yes"),
            "bad.yaml:4:10: $.root.label: expected a string, found a boolean (true); YAML reads unquoted true/false/yes/no/on/off as booleans and digits as numbers, so put the text in quotes"
        ),
        .yaml(
            Fixtures.yaml(root: "  label: 12"),
            "bad.yaml:4:10: $.root.label: expected a string, found a number (12); YAML reads unquoted true/false/yes/no/on/off as booleans and digits as numbers, so put the text in quotes"
        ),
        .yaml(
            Fixtures.yaml(root: "  label:"),
            "bad.yaml:4:9: $.root.label: expected a string, found null (an empty value); omit the key to keep the default"),
        .yaml(Fixtures.yaml(root: "  hidden: \"no\""), #"bad.yaml:4:11: $.root.hidden: expected true or false, found a string ("no")"#),
        .yaml(Fixtures.yaml(root: "  frame: [0, 0, .inf, 1]"), "bad.yaml:4:17: $.root.frame[2]: expected a finite number, found infinity"),
        .yaml(Fixtures.yaml(root: "  frame: [0, 0, .nan, 1]"), "bad.yaml:4:17: $.root.frame[2]: expected a finite number, found NaN"),
        .yaml(
            Fixtures.yaml(root: "  frame: 0, 0, 1, 1"),
            #"bad.yaml:4:10: $.root.frame: expected an array of 4 numbers [x, y, w, h], found a string ("0, 0, 1, 1")"#),
        .yaml(
            Fixtures.yaml(root: "  children:\n    - type: label\n      lable: x"),
            "bad.yaml:6:7: $.root.children[0].lable: unknown key 'lable'; did you mean 'label'? (a label node takes the common node keys and text)"
        ),
        .yaml(
            Fixtures.yaml(root: "  children:\n  - type: pageControl\n    pages: 2\n    currentPage: 2"),
            "bad.yaml:7:18: $.root.children[0].currentPage: currentPage 2 is out of range: there are 2 pages (indexes 0…1)"),
        .yaml(
            Fixtures.yaml(root: "  label: a\n  label: b"),
            "bad.yaml:4:3: duplicate key 'label' in a mapping (its first occurrence is here); each key may appear once"),
        .yaml(
            Fixtures.yaml(root: "  label: [a"),
            "bad.yaml:5:1: YAML syntax error: did not find expected ',' or ']' (while parsing a flow sequence at 4:10)"),
        .yaml(
            Fixtures.yaml(root: "\tlabel: a"),
            "bad.yaml:4:1: YAML syntax error: found character that cannot start any token (while scanning for the next token at 4:1)"),
        .yaml(
            Fixtures.yaml(root: "  label: a\n---\nformat: x"),
            "bad.yaml:5:1: YAML syntax error: but found another document (expected a single document in the stream at 1:1)"),
        .yaml(
            Fixtures.yaml(root: "  label: !!binary aGVsbG8="),
            "bad.yaml:4:10: $.root.label: unsupported YAML tag '!!binary'; screen files use plain strings, numbers, booleans, lists and mappings"
        ),
        .yaml(
            Fixtures.yaml(root: "  label: !custom x"),
            "bad.yaml:4:10: $.root.label: unsupported YAML tag '!custom'; screen files use plain strings, numbers, booleans, lists and mappings"
        ),
        .yaml(Fixtures.yaml(root: "  ? [a]\n  : b"), "bad.yaml:4:5: $.root: mapping keys must be plain strings, found a sequence"),
        .yaml(Fixtures.yaml(root: "  label: *nothing"), "bad.yaml:4:10: YAML syntax error: found undefined alias"),
        .yaml(
            Fixtures.yaml(root: "  <<: 3"), "bad.yaml:4:7: $.root: a merge key '<<' takes a mapping or a list of mappings, found a scalar"),
        .yaml(
            Fixtures.yaml(root: "  label: \"a\u{1}b\""),
            "bad.yaml:4:12: YAML can't read the text: control characters are not allowed (U+0001)"),
        .yaml(
            "format: earshot-screen\nversion: 1.5\nroot: {}\n",
            "bad.yaml:2:10: $.version: unsupported version 1.5; this build reads version 1"),
        .yaml(
            Fixtures.yaml(root: "  type: pageControl\n  pages: 99999999999999999999999"),
            "bad.yaml:5:10: $.root.pages: 1e+23 is out of range; numbers in a screen file lie between -1000000000 and 1000000000"),
    ]

    @Test("document-level errors", arguments: documentErrors)
    func documentLevel(_ file: BadScreenFile) { expectRejected(file) }

    @Test("device errors", arguments: deviceErrors)
    func device(_ file: BadScreenFile) { expectRejected(file) }

    @Test("node errors", arguments: nodeErrors)
    func node(_ file: BadScreenFile) { expectRejected(file) }

    @Test("JSON syntax errors", arguments: jsonSyntaxErrors)
    func jsonSyntax(_ file: BadScreenFile) { expectRejected(file) }

    @Test("YAML errors", arguments: yamlErrors)
    func yaml(_ file: BadScreenFile) { expectRejected(file) }

    /// The same node mistakes in YAML give the same path and reason as in JSON, at YAML's place.
    @Test(
        "YAML reports node errors like JSON",
        arguments: [
            ("  frame: [0, 0, -10, 10]", "bad.yaml:4:17: $.root.frame[2]: the width must not be negative, found -10"),
            (
                "  type: label\n  isOn: true",
                "bad.yaml:5:3: $.root.isOn: 'isOn' is not a key of a label node (UILabel); it belongs to switch"
            ),
            (
                "  traits: [buton]",
                "bad.yaml:4:12: $.root.traits[0]: unknown trait 'buton'; did you mean 'button'? (traits are UIKit's Swift names: button, link, image, selected, playsSound, keyboardKey, staticText, summaryElement, notEnabled, updatesFrequently, searchField, startsMediaSession, adjustable, allowsDirectInteraction, causesPageTurn, tabBar, header, textEntry, isEditing, secureTextField, backButton, tabBarItem, supportsZoom, textArea, toggleButton)"
            ),
            (
                "  children:\n    - type: element",
                #"bad.yaml:5:13: $.root.children[0].type: type 'element' (UIAccessibilityElement) is only allowed inside 'elements'; a view made an element here is {"isAccessibilityElement": true}"#
            ),
            (
                "  language: en_US",
                #"bad.yaml:4:13: $.root.language: "en_US" is not a BCP 47 language tag: subtags are separated by '-', not '_' (did you mean "en-US"?)"#
            ),
        ])
    func yamlNodeErrors(body: String, expected: String) {
        expectRejected(.yaml(Fixtures.yaml(root: body), expected))
    }

    @Test("an error carries its parts: source, path, line, column, reason")
    func errorParts() throws {
        let error = try #require(throws: ScreenFileError.self) {
            try ScreenFileReader().read(json: Fixtures.json(root: #"  "frame": [0, 0, 10]"#), source: "screen.json")
        }
        #expect(error.source == "screen.json")
        #expect(error.path == "$.root.frame")
        #expect(error.line == 2)
        #expect(error.column == 12)
        #expect(error.reason == "expected 4 numbers [x, y, w, h], found 3")
    }

    @Test("text without a file name is named '-'")
    func unnamedSource() throws {
        let error = try #require(throws: ScreenFileError.self) { try ScreenDocument(json: Data("[]".utf8)) }
        #expect(error.description.hasPrefix("-:1:1: $: "))
    }

    func expectRejected(_ file: BadScreenFile, sourceLocation: SourceLocation = #_sourceLocation) {
        let reader = ScreenFileReader()
        do {
            switch file.syntax {
            case .json: _ = try reader.read(json: Data(file.text.utf8), source: "bad.json")
            case .yaml: _ = try reader.read(yaml: file.text, source: "bad.yaml")
            }
            Issue.record("accepted a bad file: \(file.text)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.description == file.expected, sourceLocation: sourceLocation)
        }
    }
}

extension ScreenFileErrorTests {
    @Test(
        "messages use 'an' before a vowel, and say what an element takes",
        arguments: [
            (
                #"  "type": "imageView", "text": "x""#,
                "bad.json:2:24: $.root.text: 'text' is not a key of an imageView node (UIImageView); it belongs to label, textField, textView, searchField and tableViewCell"
            ),
            (
                #"  "type": "alert", "titel": "x""#,
                "bad.json:2:20: $.root.titel: unknown key 'titel'; did you mean 'title'? (an alert node takes the common node keys and title, message and actions)"
            ),
            (
                #"  "elements": [{"type": "element", "colour": 1}]"#,
                "bad.json:2:36: $.root.elements[0].colour: unknown key 'colour' (an element node takes the common node keys except children, hidden, alpha and clipsToBounds)"
            ),
            (
                #"  "elements": [{"type": "element", "alpha": 1}]"#,
                "bad.json:2:36: $.root.elements[0].alpha: 'alpha' doesn't apply to an element: UIAccessibilityElement is not a view (it has no subviews, isHidden, alpha or clipsToBounds)"
            ),
        ])
    func articles(body: String, expected: String) {
        expectRejected(.json(Fixtures.json(root: body), expected))
    }
}

extension ScreenFileErrorTests {
    @Test("localizedDescription carries the whole diagnostic")
    func localizedDescription() {
        let error = #expect(throws: ScreenFileError.self) { try ScreenFileReader().read(json: "[]", source: "l.json") }
        #expect((error as (any Error)?)?.localizedDescription == error?.description)
    }
}
