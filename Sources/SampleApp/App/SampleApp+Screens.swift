import EarshotSwiftUI
import EarshotUIKit

/// The menu's sections.
enum Section {
    static let programmingGuide = "Making an app accessible (Accessibility Programming Guide for iOS)"
    static let voiceOverTutorial = "Custom controls (iOS Accessibility: VoiceOver)"
    static let viewControllerGuide = "The view controller's part (View Controller Programming Guide for iOS)"
    static let developingAccessibleApps = "The accessibility model (Developing Accessible iOS Apps)"
    static let accessibilityInIOS = "In practice (Accessibility in iOS)"
    static let before = "Before the fix"
}

extension SampleApp {
    /// Every screen of the app, in menu order. Each demo starts on the screen just pushed from the
    /// menu (whose title, "Samples", names the back button).
    public nonisolated static let screens: [SampleScreenEntry] =
        programmingGuide + voiceOverTutorial + viewControllerGuide + developingAccessibleApps + swiftUI + accessibilityInIOS + interaction
        + beforeTheFix

    private typealias Step = SampleDemo.Step
    private typealias Command = SampleDemo.Command

    private nonisolated static let adjustHint = "Swipe up or down with one finger to adjust the value."

    // MARK: The Accessibility Programming Guide for iOS

    private nonisolated static let programmingGuide: [SampleScreenEntry] = [
        SampleScreenEntry(
            id: "custom-standalone-view", title: "Custom standalone view", section: Section.programmingGuide,
            guides: [
                GuideReference(guide: .programmingGuide, heading: "让自定义独立视图支持无障碍使用"),
                GuideReference(guide: .programmingGuide, heading: "通过编程定义自定义属性信息"),
            ],
            screenType: "MyCustomViewController",
            demo: SampleDemo(
                summary:
                    "A custom view made accessible two ways: by its controller setting its properties, and by its subclass overriding the getters. VoiceOver cannot tell them apart.",
                steps: [
                    Step("right", says: "Custom standalone view, Heading", shows: "The screen's title in the navigation bar is a heading."),
                    Step(
                        "right", says: "Like, Button, Adds the song to your favorites.",
                        shows: "The view MyCustomViewController made accessible: label, button trait and hint it set."),
                    Step("right", says: "Play, Button, Plays the song.", shows: "MyCustomView, accessible through its own getters."),
                    Step(
                        "doubletap", says: nil,
                        shows:
                            "A custom view without accessibilityActivate gets a real tap at its centre; nothing on it changes, so VoiceOver says nothing."
                    ),
                ]
            ),
            makeViewController: { _ in MyCustomViewController() }
        ),
        SampleScreenEntry(
            id: "custom-container-view", title: "Custom container view", section: Section.programmingGuide,
            guides: [GuideReference(guide: .programmingGuide, heading: "让自定义容器视图的内容支持无障碍使用")],
            screenType: "MultiFacetedViewController",
            demo: SampleDemo(
                summary:
                    "MultiFacetedView is not an element: it lists two drawn shapes as accessibility elements through the container methods, built only when VoiceOver first asks.",
                steps: [
                    Step("right", says: "Custom container view, Heading", shows: "The title."),
                    Step("right", says: "Circle, Button", shows: "The first element the container hands to VoiceOver."),
                    Step("right", says: "Square, Button", shows: "The second element."),
                    Step(
                        "doubletap", says: "Selected",
                        shows: "VoiceOver taps the element's centre; the view selects the square and VoiceOver reports the new trait."),
                ]
            ),
            makeViewController: { _ in MultiFacetedViewController() }
        ),
        SampleScreenEntry(
            id: "add-button", title: "Add button", section: Section.programmingGuide,
            guides: [GuideReference(guide: .programmingGuide, heading: "修改默认的属性信息")],
            screenType: "AddAccountViewController",
            demo: SampleDemo(
                summary:
                    "The system \"+\" bar button is labelled \"Add\" by UIKit. On a screen titled Accounts it is clear what it adds, so it needs no hint.",
                steps: [
                    Step("right", says: "Accounts, Heading", shows: "The title says what the list holds."),
                    Step("right", says: "Add, Button", shows: "UIBarButtonItem(.add) says \"Add\" by itself."),
                    Step("doubletap", says: nil, shows: "Double tap taps the item: an account is added."),
                    Step("right", says: "Personal", shows: "The accounts follow the bar."),
                    Step("last", says: "Account 3", shows: "The new account is at the end of the list."),
                ]
            ),
            makeViewController: { _ in AddAccountViewController(title: "Accounts", accounts: ["Personal", "Work"]) }
        ),
        SampleScreenEntry(
            id: "add-button-hint", title: "Add button with a hint", section: Section.programmingGuide,
            guides: [GuideReference(guide: .programmingGuide, heading: "修改默认的属性信息")],
            screenType: "AddAccountViewController",
            demo: SampleDemo(
                summary:
                    "On a Mail screen \"+\" could add a mailbox or an account, so it gets a hint that says what it does: \"Adds an account.\"",
                steps: [
                    Step("right", says: "Mail, Heading", shows: "The title does not say what \"+\" adds."),
                    Step("right", says: "Add, Button, Adds an account.", shows: "The hint, spoken after a pause, names the result."),
                ]
            ),
            makeViewController: { _ in
                AddAccountViewController(title: "Mail", accounts: ["iCloud", "Work"], addButtonHint: "Adds an account.")
            }
        ),
        SampleScreenEntry(
            id: "current-weather", title: "Weather", section: Section.programmingGuide,
            guides: [
                GuideReference(guide: .programmingGuide, heading: "让表格视图支持无障碍使用"),
                GuideReference(guide: .developingAccessibleApps, heading: "汇总元素"),
            ],
            screenType: "WeatherViewController",
            demo: SampleDemo(
                summary:
                    "CurrentWeather combines its city and temperature labels into one, and is the screen's summary element: VoiceOver starts on it.",
                steps: [
                    Step(
                        "right", says: "Tomorrow, Sunny, 23°",
                        shows: "The cursor started on the summary, \"Cupertino, 21°\"; the forecast follows."),
                    Step("left", says: "Cupertino, 21°", shows: "One element, one swipe, for city and temperature."),
                    Step(
                        "left", says: "Weather, Heading",
                        shows: "The title is before it in reading order, yet VoiceOver started on the summary."),
                ]
            ),
            makeViewController: { _ in WeatherViewController() }
        ),
        SampleScreenEntry(
            id: "stocks", title: "Stocks", section: Section.programmingGuide,
            guides: [GuideReference(guide: .programmingGuide, heading: "让表格视图支持无障碍使用")],
            screenType: "StocksViewController",
            demo: SampleDemo(
                summary: "Each cell gives company, price and change in one label, with commas for pauses, as Apple's Stocks app does.",
                steps: [
                    Step("right", says: "Stocks, Heading", shows: "The title."),
                    Step(
                        "right", says: "Apple Inc., $432.39, up 1.3%", shows: "One gesture for the whole row; \"+1.3%\" is said in words."),
                    Step("right", says: "Microsoft Corporation, $27.91, down 0.4%", shows: "The next row."),
                ]
            ),
            makeViewController: { _ in StocksViewController() }
        ),
        SampleScreenEntry(
            id: "custom-keyboard", title: "Custom keyboard", section: Section.programmingGuide,
            guides: [GuideReference(guide: .programmingGuide, heading: "让动态元素支持无障碍使用")],
            screenType: "KeyboardViewController",
            demo: SampleDemo(
                summary:
                    "BigKey's label follows the shift state and its traits add keyboardKey, plus selected on the shift key while shift is on; switching to numbers posts layoutChanged.",
                steps: [
                    Step("touch:60,200", says: "Shift", shows: "A keyboard key: no \"Button\"."),
                    Step("doubletap", says: "Selected", shows: "Shift is in effect: the shift key is selected."),
                    Step("touch:40,140", says: "Q", shows: "Letter keys now say their capital."),
                    Step("doubletap", says: "q", shows: "Typing a capital turns shift off: the key says \"q\" again."),
                    Step("touch:300,200", says: "Numbers", shows: "The key switching to numbers."),
                    Step(
                        "doubletap", says: "Letters",
                        shows: "The keyboard changed to numbers and posted layoutChanged; the key now switches back."),
                    Step("left", says: "6", shows: "The digit keys replaced the letters."),
                ]
            ),
            makeViewController: { _ in KeyboardViewController() }
        ),
        SampleScreenEntry(
            id: "ratings", title: "Ratings", section: Section.programmingGuide,
            guides: [GuideReference(guide: .programmingGuide, heading: "让非文字数据支持无障碍阅读")],
            screenType: "RatingsViewController",
            demo: SampleDemo(
                summary: "RatingView draws stars and says what they mean, with the right plural.",
                steps: [
                    Step("right", says: "Ratings, Heading", shows: "The title."),
                    Step("right", says: "Corner Café", shows: "A place."),
                    Step("right", says: "1 star", shows: "Its rating: singular."),
                    Step("right", says: "Bean There", shows: "The next place."),
                    Step("right", says: "3 stars", shows: "Plural."),
                ]
            ),
            makeViewController: { _ in RatingsViewController() }
        ),
    ]

    // MARK: The VoiceOver tutorial (iOS Accessibility: VoiceOver)

    private nonisolated static let voiceOverTutorial: [SampleScreenEntry] = [
        SampleScreenEntry(
            id: "floor-plan", title: "Floor plan", section: Section.voiceOverTutorial,
            guides: [
                GuideReference(guide: .voiceOverTutorial, heading: "APLCoffeeControl 控件代码"),
                GuideReference(guide: .voiceOverTutorial, heading: "APLElevatorControl 控件代码"),
                GuideReference(guide: .voiceOverTutorial, heading: "APLFloorPlanView 代码"),
            ],
            screenType: "FloorPlanViewController",
            demo: SampleDemo(
                summary:
                    "Two custom controls (a button with a value, an adjustable floor) over a custom-drawn floor plan whose rooms are accessibility elements with paths.",
                steps: [
                    Step("right", says: "Floor Plan, Heading", shows: "The title."),
                    Step(
                        "right", says: "Coffee, Off, Button, Show or hide coffee locations",
                        shows: "APLCoffeeControl: label, value, trait, then its hint."),
                    Step("doubletap", says: "On", shows: "Its accessibilityActivate toggles it; VoiceOver says the new value."),
                    Step("right", says: "Floor, 1, Adjustable, \(adjustHint)", shows: "APLElevatorControl is adjustable."),
                    Step(
                        "up", says: "2",
                        shows: "Swipe up calls accessibilityIncrement; VoiceOver says only the new value. The control posted layoutChanged."
                    ),
                    Step(
                        "right", says: "Espresso Bar",
                        shows: "The floor plan's elements, in the tutorial's reverse order: the coffee stop drawn last is read first."),
                    Step("touch:350,300", says: "Library", shows: "Touching inside a room's path finds the room."),
                ]
            ),
            makeViewController: { _ in FloorPlanViewController() }
        ),
        SampleScreenEntry(
            id: "custom-actions", title: "Custom actions", section: Section.voiceOverTutorial,
            guides: [
                GuideReference(guide: .voiceOverTutorial, heading: "UIAccessibilityCustomAction 代码示例"),
                GuideReference(guide: .voiceOverTutorial, heading: "UIAccessibility 属性赋值示例"),
            ],
            screenType: "CardsViewController",
            demo: SampleDemo(
                summary:
                    "The logo is an image view made accessible by setting properties; every element of the card offers \"Say hello\" and \"Say goodbye\".",
                steps: [
                    Step("right", says: "Custom actions, Heading", shows: "The title."),
                    Step("right", says: "Hello goodbye, meet your match, Image", shows: "The logo's label, set in code."),
                    Step("right", says: "Photo of Anna, Image, Actions Available", shows: "The card's first element has custom actions."),
                    Step("down", says: "Say hello", shows: "Swipe down moves through the actions."),
                    Step(
                        "doubletap", says: "You said hello to Anna",
                        shows: "Double tap runs the action (sayHello), which announces what it did."),
                    Step("down", says: "Say goodbye", shows: "The next action."),
                ]
            ),
            makeViewController: { _ in CardsViewController() }
        ),
    ]

    // MARK: The View Controller Programming Guide for iOS

    private nonisolated static let viewControllerGuide: [SampleScreenEntry] = [
        SampleScreenEntry(
            id: "screen-changes", title: "Screen changes", section: Section.viewControllerGuide,
            guides: [
                GuideReference(guide: .viewControllerGuide, heading: "移动 VoiceOver Cursor 到指定元素", listing: "清单 9-1"),
                GuideReference(guide: .viewControllerGuide, heading: "观测无障碍访问通知", listing: "清单 9-2"),
            ],
            screenType: "MyViewController",
            demo: SampleDemo(
                summary:
                    "The screen posts screenChanged with its first meaningful element in viewDidAppear, so VoiceOver starts there and not on the back button; it observes announcementDidFinish.",
                steps: [
                    Step("right", says: "Tomato soup, Lentil salad", shows: "The cursor started on \"Today's specials\"."),
                    Step("right", says: "Announce the soup of the day, Button", shows: "A button that posts an announcement."),
                    Step("doubletap", says: "The soup of the day is tomato", shows: "VoiceOver speaks the announcement."),
                    Step("wait:5", says: nil, shows: "When it ends VoiceOver posts announcementDidFinish; the screen hears it."),
                    Step(
                        "right", says: "Last announcement: The soup of the day is tomato, finished",
                        shows: "What the notification's userInfo said."),
                ]
            ),
            makeViewController: { _ in MyViewController() }
        ),
        SampleScreenEntry(
            id: "escape-navigation", title: "Escape and Magic Tap", section: Section.viewControllerGuide,
            guides: [
                GuideReference(guide: .viewControllerGuide, heading: "Escape"),
                GuideReference(guide: .viewControllerGuide, heading: "Magic Tap"),
            ],
            screenType: "NavigationLevelViewController",
            demo: SampleDemo(
                summary:
                    "Escape (two-finger Z) pops one level of a navigation controller; Magic Tap not handled by the screen reaches the app delegate.",
                steps: [
                    Step("right", says: "Level 1, Heading", shows: "The title."),
                    Step(
                        "magictap", says: "Music playing",
                        shows: "Nothing on the way up the responder chain handles Magic Tap until the app delegate, which plays the music."),
                    Step("right", says: "Escape goes back one level", shows: "A label."),
                    Step("right", says: "Go to level 2, Button", shows: "A button pushing the next level."),
                    Step(
                        "doubletap", says: "Level 1, Back Button",
                        shows: "Level 2 is pushed; the screen change puts the cursor on its back button."),
                    Step("scrub", says: "Samples, Back Button", shows: "Escape pops back to level 1."),
                    Step("scrub", says: "Samples, Heading", shows: "Escape again: back at the menu."),
                ]
            ),
            makeViewController: { _ in NavigationLevelViewController(level: 1) }
        ),
        SampleScreenEntry(
            id: "stopwatch", title: "Stopwatch", section: Section.viewControllerGuide,
            guides: [
                GuideReference(guide: .viewControllerGuide, heading: "Magic Tap"),
                GuideReference(guide: .developingAccessibleApps, heading: "特征"),
            ],
            screenType: "StopwatchViewController",
            demo: SampleDemo(
                summary:
                    "Magic Tap starts and stops the stopwatch from anywhere; the running time updates frequently, and Lap freezes it into static text.",
                steps: [
                    Step("right", says: "Stopwatch, Heading", shows: "The title."),
                    Step("right", says: "00:00", shows: "The time label."),
                    Step("magictap", says: nil, shows: "Magic Tap: the view controller starts the stopwatch."),
                    Step("wait:3", says: "00:03", shows: "The label updates frequently: VoiceOver polls it and says each new time."),
                    Step("right", says: "Stop, Button", shows: "The start button now stops."),
                    Step("right", says: "Lap, Button", shows: "Lap."),
                    Step("doubletap", says: nil, shows: "The time label freezes (static text) and a new row times the next lap."),
                    Step("right", says: "Lap 2, 00:00", shows: "The running lap."),
                    Step("magictap", says: nil, shows: "Magic Tap stops the stopwatch."),
                ]
            ),
            makeViewController: { clock in StopwatchViewController(clock: clock) }
        ),
        SampleScreenEntry(
            id: "continuous-reading", title: "Continuous reading", section: Section.viewControllerGuide,
            guides: [GuideReference(guide: .viewControllerGuide, heading: "观测无障碍访问通知")],
            screenType: "BookReaderViewController",
            demo: SampleDemo(
                summary:
                    "As iBooks does: each line is an announcement, announcementDidFinish triggers the next, the page turns after its last line, and reading stops at the end.",
                steps: [
                    Step("right", says: "Continuous reading, Heading", shows: "The title."),
                    Step("right", says: "Read aloud, Button", shows: "The button starting to read."),
                    Step("doubletap", says: Book.pages[0][0], shows: "The first line is announced."),
                    Step("wait:120", says: Book.pages[2][2], shows: "Line after line, over the page turns, to the end of the book."),
                ]
            ),
            makeViewController: { _ in BookReaderViewController() }
        ),
        SampleScreenEntry(
            id: "page-turning", title: "Page turning", section: Section.viewControllerGuide,
            guides: [
                GuideReference(guide: .viewControllerGuide, heading: "Three-Finger Scroll"),
                GuideReference(guide: .developingAccessibleApps, heading: "导致翻页"),
            ],
            screenType: "PagedBookViewController",
            demo: SampleDemo(
                summary:
                    "A custom view scrolls its pages itself (accessibilityScroll, posting pageScrolled), and its causesPageTurn trait lets Read All turn the pages.",
                steps: [
                    Step("right", says: "Page turning, Heading", shows: "The title."),
                    Step("right", says: "Alice's Adventures in Wonderland, Heading", shows: "The book's title."),
                    Step("right", says: Book.pages[0].joined(separator: " "), shows: "The first page."),
                    Step(
                        "scroll-up", says: "Page 2 of 3",
                        shows: "A three-finger swipe up scrolls to the next page; VoiceOver speaks the status the view posted."),
                    Step("status", says: "Page 2 of 3", shows: "A three-finger tap repeats where we are."),
                    Step("readfromhere", says: Book.pages[1].joined(separator: " "), shows: "Read All from the page."),
                    Step(
                        "wait:60", says: Book.pages[2].joined(separator: " "),
                        shows: "After the page VoiceOver turns it (causesPageTurn) and reads on; at the last page it stops."),
                ]
            ),
            makeViewController: { _ in PagedBookViewController() }
        ),
        SampleScreenEntry(
            id: "voiceover-status", title: "VoiceOver status", section: Section.viewControllerGuide,
            guides: [GuideReference(guide: .viewControllerGuide, heading: "观测无障碍访问通知")],
            screenType: "VoiceOverStatusViewController",
            demo: SampleDemo(
                summary: "The screen observes voiceOverStatusDidChange and shows whether VoiceOver runs.",
                steps: [
                    Step("right", says: "VoiceOver status, Heading", shows: "The title."),
                    Step("right", says: "VoiceOver is on", shows: "The status, read with UIAccessibility.isVoiceOverRunning."),
                ]
            ),
            makeViewController: { _ in VoiceOverStatusViewController() }
        ),
    ]

    // MARK: Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”)

    private nonisolated static let developingAccessibleApps: [SampleScreenEntry] = [
        SampleScreenEntry(
            id: "attributes", title: "Attributes", section: Section.developingAccessibleApps,
            guides: [
                GuideReference(guide: .developingAccessibleApps, heading: "可访问性元素", listing: "Listing 6-1"),
                GuideReference(guide: .developingAccessibleApps, heading: "标签", listing: "Listing 6-3"),
                GuideReference(guide: .developingAccessibleApps, heading: "价值", listing: "Listing 6-5"),
                GuideReference(guide: .developingAccessibleApps, heading: "暗示", listing: "Listing 6-7"),
                GuideReference(guide: .developingAccessibleApps, heading: "特征", listing: "Listing 6-9, 6-10, 6-11"),
                GuideReference(guide: .developingAccessibleApps, heading: "页眉"),
                GuideReference(guide: .developingAccessibleApps, heading: "语言", listing: "Listing 6-15"),
            ],
            screenType: "AttributesViewController",
            demo: SampleDemo(
                summary: "The iOS Accessibility Model's UIKit listings of label, value, hint, traits, element and language, one per view.",
                steps: [
                    Step("right", says: "Attributes, Heading", shows: "The title."),
                    Step("right", says: "Now playing, Heading", shows: "A header trait."),
                    Step("right", says: "Play, 100, Button", shows: "An image button with a label and a value."),
                    Step(
                        "right", says: "Send, Button, Sends your message.",
                        shows: "A hint; the detail label above was taken out of the tree."),
                    Step("right", says: "Album art by Ana Ruiz", shows: "Traits set to none."),
                    Step("right", says: "Show lyrics, Button", shows: "A label with the button trait inserted."),
                    Step("right", says: "Album, Button", shows: "A selected button with the selected trait removed."),
                    Step("right", says: "¡Hola! Bienvenidos", shows: "Spoken with a Latin American Spanish voice (es-419)."),
                ]
            ),
            makeViewController: { _ in AttributesViewController() }
        ),
        SampleScreenEntry(
            id: "piano", title: "Direct interaction", section: Section.developingAccessibleApps,
            guides: [GuideReference(guide: .developingAccessibleApps, heading: "允许直接互动")],
            screenType: "PianoViewController",
            demo: SampleDemo(
                summary:
                    "The piano keyboard allows direct interaction: touches reach the app, while the controls above keep VoiceOver's gestures.",
                steps: [
                    Step("right", says: "Piano, Heading", shows: "The title."),
                    Step("right", says: "Grand Piano", shows: "The instrument."),
                    Step("right", says: "Record, Button", shows: "An ordinary button."),
                    Step("touch:40,250", says: "Piano keyboard", shows: "Touching the keyboard focuses it and plays C at once."),
                    Step("touch:200,250", says: nil, shows: "Further touches play notes (F) without VoiceOver in the way."),
                ]
            ),
            makeViewController: { _ in PianoViewController() }
        ),
        SampleScreenEntry(
            id: "hidden-elements", title: "Hidden elements", section: Section.developingAccessibleApps,
            guides: [
                GuideReference(guide: .developingAccessibleApps, heading: "隐藏的元素", listing: "Listing 6-16"),
                GuideReference(guide: .accessibilityInIOS, heading: "Скрытие элементов"),
            ],
            screenType: "HiddenElementsViewController",
            demo: SampleDemo(
                summary:
                    "Content covered by a menu is hidden with accessibilityElementsHidden; the volume overlay is visible but hidden from VoiceOver.",
                steps: [
                    Step("right", says: "Hidden elements, Heading", shows: "The title."),
                    Step("right", says: "Playlist: Road trip", shows: "The content."),
                    Step("right", says: "Open menu, Button", shows: "Opens a menu over the content."),
                    Step("doubletap", says: "Library, Button", shows: "The menu posts layoutChanged with its first item."),
                    Step("right", says: "Settings, Button", shows: "The covered content is hidden: only the menu remains."),
                    Step("right", says: "Close menu, Button", shows: "The last item."),
                    Step(
                        "doubletap", says: "Open menu, Button",
                        shows: "The content comes back, the cursor on the button that opened the menu."),
                    Step("right", says: "Volume up, Button", shows: "Raises the volume and shows an overlay."),
                    Step("doubletap", says: nil, shows: "The overlay appears; VoiceOver says nothing and stays put."),
                    Step("right", says: nil, shows: "Nothing after the button: the overlay is hidden from VoiceOver."),
                ]
            ),
            makeViewController: { _ in HiddenElementsViewController() }
        ),
        SampleScreenEntry(
            id: "custom-alert", title: "Custom alert", section: Section.developingAccessibleApps,
            guides: [
                GuideReference(guide: .developingAccessibleApps, heading: "视图是模态的", listing: "Listing 6-17"),
                GuideReference(guide: .developingAccessibleApps, heading: "逃跑", listing: "Listing 6-19"),
                GuideReference(guide: .accessibilityInIOS, heading: "Модальный вид"),
                GuideReference(guide: .viewControllerGuide, heading: "Escape"),
            ],
            screenType: "CustomAlertViewController",
            demo: SampleDemo(
                summary: "A custom alert marked accessibilityViewIsModal keeps VoiceOver inside it, and dismisses with Escape.",
                steps: [
                    Step("right", says: "Custom alert, Heading", shows: "The title."),
                    Step("right", says: "Photo: Beach at sunset", shows: "The photo."),
                    Step("right", says: "Delete photo, Button", shows: "Shows the alert."),
                    Step("doubletap", says: "Delete this photo?, Heading", shows: "The alert posts screenChanged with its title."),
                    Step("right", says: "This cannot be undone.", shows: "Its message."),
                    Step("right", says: "Delete, Button", shows: "Its buttons."),
                    Step("right", says: "Cancel, Button", shows: "The last element of the alert."),
                    Step("right", says: nil, shows: "Nothing behind the alert is reachable."),
                    Step("scrub", says: "Delete photo, Button", shows: "Escape dismisses the alert; focus returns to the button."),
                ],
                switchControl: [
                    Command("next", shows: "Item scanning: the navigation bar is one group."),
                    Command("next", shows: "Then the screen's elements, one by one."),
                    Command("next", shows: "To the Delete photo button."),
                    Command("select", shows: "Selecting opens the item menu: Tap, and Escape for any element."),
                    Command("choose:Tap", shows: "Tap opens the custom alert, a modal view."),
                    Command("next", shows: "Only the alert's elements are scanned now: its title."),
                    Command("next", shows: "Its message."),
                    Command("next", shows: "Its Delete button."),
                    Command("next", shows: "Its Cancel button."),
                    Command("select", shows: "The item menu on the alert's button."),
                    Command(
                        "choose:Escape",
                        shows: "Listing 6-19: Escape calls accessibilityPerformEscape up the chain; the alert closes itself."),
                ],
                voiceControl: [
                    Command("Tap Delete photo", shows: "Voice Control listens for the element's label."),
                    Command("Show names", shows: "The names it answers to, over the alert."),
                    Command("Tap Cancel", shows: "The alert's button by its label; the alert closes."),
                ]
            ),
            makeViewController: { _ in CustomAlertViewController() }
        ),
        SampleScreenEntry(
            id: "detail-view", title: "App Store details (DetailView)", section: Section.developingAccessibleApps,
            guides: [GuideReference(guide: .developingAccessibleApps, heading: "元素顺序", listing: "Listing 6-18")],
            screenType: "AppStoreDetailViewController",
            demo: SampleDemo(
                summary: "DetailView's accessibilityElements read each header with its detail, column by column.",
                steps: [
                    Step("right", says: "DetailView order, Heading", shows: "The title."),
                    Step("right", says: "Mars Colony, Heading", shows: "The app."),
                    Step("right", says: "4 stars", shows: "The first column's header..."),
                    Step("right", says: "14K ratings", shows: "...then its detail, not the next header."),
                    Step("right", says: "No. 1", shows: "The second column."),
                    Step("right", says: "Strategy", shows: "Its detail."),
                ]
            ),
            makeViewController: { _ in AppStoreDetailViewController(usesDetailView: true) }
        ),
        SampleScreenEntry(
            id: "travelers", title: "Travelers (semantic view)", section: Section.developingAccessibleApps,
            guides: [
                GuideReference(guide: .developingAccessibleApps, heading: "增量和减量"),
                GuideReference(guide: .developingAccessibleApps, heading: "自定义操作", listing: "Listing 6-20"),
                GuideReference(guide: .developingAccessibleApps, heading: "自定义视图"),
            ],
            screenType: "MarsTripViewController",
            demo: SampleDemo(
                summary:
                    "The travelers label and slider as one adjustable semantic view: whole travelers, announced, with a \"10 travelers\" action.",
                steps: [
                    Step("right", says: "Travelers (semantic view), Heading", shows: "The title."),
                    Step("right", says: "Mars: Olympus Mons, 7 days", shows: "The trip."),
                    Step(
                        "right", says: "Travelers, 0, Adjustable, \(adjustHint), Actions Available",
                        shows: "One element says what it is for and its value."),
                    Step("up", says: "1", shows: "Swipe up increments the slider; the new value is a whole traveler."),
                    Step("rotor-previous", says: "Actions", shows: "The rotor's Actions item."),
                    Step("down", says: "10 travelers", shows: "The custom action of listing 6-20."),
                    Step("doubletap", says: "10", shows: "It sets ten travelers; VoiceOver says the new value."),
                ],
                switchControl: [
                    Command("next", shows: "The navigation bar's group first."),
                    Command("next", shows: "Then the trip."),
                    Command("next", shows: "Then the travelers element."),
                    Command(
                        "select",
                        shows: "An adjustable element's menu offers Increment and Decrement, and its custom actions (listing 6-20)."),
                    Command("choose:Increment", shows: "Figure 6-8: Increment calls accessibilityIncrement."),
                ]
            ),
            makeViewController: { _ in MarsTripViewController(semantic: true) }
        ),
        SampleScreenEntry(
            id: "focus", title: "Focus callbacks", section: Section.developingAccessibleApps,
            guides: [GuideReference(guide: .developingAccessibleApps, heading: "控制焦点", listing: "Listing 6-21")],
            screenType: "FocusViewController",
            demo: SampleDemo(
                summary:
                    "Each destination highlights itself in accessibilityElementDidBecomeFocused and resets in accessibilityElementDidLoseFocus.",
                steps: [
                    Step("right", says: "Focus callbacks, Heading", shows: "The title."),
                    Step("right", says: "Beach", shows: "Beach became focused: it draws its highlight."),
                    Step("right", says: "Mountains", shows: "Beach lost focus first, then Mountains became focused."),
                ],
                switchControl: [
                    Command("next", shows: "The navigation bar's group first."),
                    Command("next", shows: "Listing 6-21: the focus callbacks are triggered by Switch Control's highlight too."),
                    Command("next", shows: "The previous element loses focus, the next gains it."),
                ]
            ),
            makeViewController: { _ in FocusViewController() }
        ),
        SampleScreenEntry(
            id: "semantic-frames", title: "Semantic frames", section: Section.developingAccessibleApps,
            guides: [
                GuideReference(guide: .developingAccessibleApps, heading: "框架和激活点", listing: "Listing 6-22"),
                GuideReference(guide: .developingAccessibleApps, heading: "基本框架"),
                GuideReference(guide: .accessibilityInIOS, heading: "Рамка доступности"),
            ],
            screenType: "SemanticFrameViewController",
            demo: SampleDemo(
                summary:
                    "The rating button's frame covers the ratings count too, with one label; its activation point stays on the button. A small button's frame is grown by 10 points.",
                steps: [
                    Step("right", says: "Semantic frames, Heading", shows: "The title."),
                    Step("right", says: "4 stars from 1K ratings, Button", shows: "One swipe for the stars and the count."),
                    Step("doubletap", says: nil, shows: "VoiceOver taps the activation point, on the button: the ratings open."),
                    Step("right", says: "More Info, Button", shows: "The small info button."),
                    Step("touch:292,236", says: "More Info, Button", shows: "A touch 8 points outside the button still finds it."),
                ]
            ),
            makeViewController: { _ in SemanticFrameViewController() }
        ),
        SampleScreenEntry(
            id: "semantic-cell", title: "Semantic cell", section: Section.developingAccessibleApps,
            guides: [GuideReference(guide: .developingAccessibleApps, heading: "Twitter 示例")],
            screenType: "TimelineViewController",
            demo: SampleDemo(
                summary: "Each post is one element: its buttons are hidden from accessibility and come back as custom actions.",
                steps: [
                    Step("right", says: "Semantic cell, Heading", shows: "The title."),
                    Step(
                        "right",
                        says:
                            "Accessibility London. Our next meetup is on Thursday: semantic views in UIKit and SwiftUI., Actions Available",
                        shows: "The post, without the handle."),
                    Step("down", says: "Comment, 3", shows: "The first action."),
                    Step("down", says: "Like, 12", shows: "Like."),
                    Step("doubletap", says: nil, shows: "Double tap likes the post."),
                    Step(
                        "right", says: "Rob Whitaker. The accessibility chapter is finished., Actions Available",
                        shows: "One swipe to the next post."),
                ]
            ),
            makeViewController: { _ in TimelineViewController(semantic: true) }
        ),
    ]

    // MARK: The developer notes Accessibility in iOS

    private nonisolated static let accessibilityInIOS: [SampleScreenEntry] = [
        SampleScreenEntry(
            id: "notifications", title: "Notifications", section: Section.accessibilityInIOS,
            guides: [
                GuideReference(guide: .accessibilityInIOS, heading: "Изменение экрана"),
                GuideReference(guide: .accessibilityInIOS, heading: "Изменение макета"),
                GuideReference(guide: .accessibilityInIOS, heading: "Объявление"),
            ],
            screenType: "NotificationsViewController",
            demo: SampleDemo(
                summary: "A layout change moving the cursor to a new field, an announcement, and a screen change announced with a string.",
                steps: [
                    Step("right", says: "Notifications, Heading", shows: "The title."),
                    Step("right", says: "I have pets, Switch Button, Off, Double tap to toggle setting.", shows: "A switch."),
                    Step(
                        "doubletap", says: "Pet's name, Rex, Text Field, Double tap to edit.",
                        shows: "A new question appears; layoutChanged moves the cursor to it."),
                    Step("right", says: "Download, Button", shows: "Download."),
                    Step("doubletap", says: "Download complete", shows: "An announcement."),
                    Step("right", says: "Show results, Button", shows: "Replaces the form."),
                    Step("doubletap", says: "Results loaded", shows: "screenChanged with a string: tones, then the string."),
                    Step("right", says: "Notifications, Heading", shows: "The cursor went to the first element."),
                ]
            ),
            makeViewController: { _ in NotificationsViewController() }
        ),
        SampleScreenEntry(
            id: "grouping", title: "Grouping", section: Section.accessibilityInIOS,
            guides: [GuideReference(guide: .accessibilityInIOS, heading: "Элементы заказа")],
            screenType: "GroupingViewController",
            demo: SampleDemo(
                summary: "Each column of a flight card groups its children, so VoiceOver reads a column to its end before the next.",
                steps: [
                    Step("right", says: "Grouping, Heading", shows: "The title."),
                    Step("right", says: "Departure", shows: "The first column."),
                    Step("right", says: "Paris", shows: "Still the first column, not \"Arrival\" beside it."),
                    Step("right", says: "08:15", shows: "Its time."),
                    Step("right", says: "Gate B12", shows: "Its gate."),
                    Step("right", says: "Arrival", shows: "Then the second column."),
                ]
            ),
            makeViewController: { _ in GroupingViewController() }
        ),
        SampleScreenEntry(
            id: "chart", title: "Accessibility container", section: Section.accessibilityInIOS,
            guides: [GuideReference(guide: .accessibilityInIOS, heading: "Контейнер доступности")],
            screenType: "ChartViewController",
            demo: SampleDemo(
                summary: "A drawn bar chart lists a label, its bars (UIAccessibilityElements) and another label in accessibilityElements.",
                steps: [
                    Step("right", says: "Chart, Heading", shows: "The title."),
                    Step("right", says: "Rainfall in Lyon, Heading", shows: "A view in the array."),
                    Step("right", says: "January, 78 millimetres, Image", shows: "A drawn bar."),
                    Step("right", says: "February, 64 millimetres, Image", shows: "The next bar."),
                ]
            ),
            makeViewController: { _ in ChartViewController() }
        ),
        SampleScreenEntry(
            id: "collection-list", title: "Collection view list", section: Section.accessibilityInIOS,
            guides: [
                GuideReference(guide: .developingAccessibleApps, heading: "页眉"),
                GuideReference(guide: .developingAccessibleApps, heading: "元素顺序"),
            ],
            screenType: "RingtoneListViewController",
            demo: SampleDemo(
                summary:
                    "A UICollectionView list built the iOS 14 way (list layout, list cells, diffable data source): headers are headings, rows read their texts, the checkmarked row is selected. No accessibility code.",
                steps: [
                    Step("right", says: "Ringtone, Heading", shows: "The title."),
                    Step("right", says: "Ringtones, Heading", shows: "The section header of a list layout is a heading."),
                    Step(
                        "right", says: "Selected, Radar, 0:30",
                        shows: "A list cell reads its text and secondary text; the checkmark makes it selected."),
                    Step("right", says: "Beacon, 0:28", shows: "The next row."),
                    Step("doubletap", says: "Selected", shows: "Choosing Beacon moves the checkmark: the delegate reconfigures both rows."),
                    Step("right", says: "Chimes, 0:25", shows: "Rows follow in index-path order."),
                    Step("right", says: "Alert Tones, Heading", shows: "The next section's header."),
                ]
            ),
            makeViewController: { _ in RingtoneListViewController() }
        ),
    ]

    // MARK: Telling VoiceOver what changed (the explorer's good examples)

    private nonisolated static let interaction: [SampleScreenEntry] = [
        SampleScreenEntry(
            id: "error-form", title: "Sign-up form", section: Section.accessibilityInIOS,
            guides: [GuideReference(guide: .accessibilityInIOS, heading: "Изменение макета")],
            screenType: "ErrorFormViewController",
            demo: SampleDemo(
                summary: "Submit with an empty name shows an error; the form posts layoutChanged with it, so VoiceOver reads it.",
                steps: [
                    Step("right", says: "Sign-up form, Heading", shows: "The title."),
                    Step("last", says: "Submit, Button", shows: "The form's button."),
                    Step("doubletap", says: "Enter your name.", shows: "layoutChanged with the error label moves VoiceOver to it."),
                ]
            ),
            makeViewController: { _ in ErrorFormViewController(postsLayoutChange: true) }
        ),
        SampleScreenEntry(
            id: "shopping-list", title: "Shopping list", section: Section.accessibilityInIOS,
            guides: [
                GuideReference(guide: .accessibilityInIOS, heading: "Изменение макета"),
                GuideReference(guide: .developingAccessibleApps, heading: "自定义操作"),
            ],
            screenType: "ShoppingListViewController",
            demo: SampleDemo(
                summary: "Each row offers Delete as a custom action; deleting posts layoutChanged with the row that takes its place.",
                steps: [
                    Step("right", says: "Shopping list, Heading", shows: "The title."),
                    Step("right", says: "Milk, Actions Available", shows: "The first row; the rotor is on Actions."),
                    Step("down", says: "Delete", shows: "The row's custom action."),
                    Step(
                        "doubletap", says: "Bread, Actions Available",
                        shows: "The row is gone; layoutChanged moves VoiceOver to the next one."),
                ]
            ),
            makeViewController: { _ in ShoppingListViewController(postsLayoutChange: true) }
        ),
        SampleScreenEntry(
            id: "quantity", title: "Order", section: Section.developingAccessibleApps,
            guides: [GuideReference(guide: .developingAccessibleApps, heading: "增量和减量")],
            screenType: "QuantityViewController",
            demo: SampleDemo(
                summary: "An adjustable quantity that implements both accessibilityIncrement() and accessibilityDecrement().",
                steps: [
                    Step("last", says: "Quantity, 0, Adjustable, \(adjustHint)", shows: "The stepper."),
                    Step("up", says: "1", shows: "Swipe up increments."),
                    Step("down", says: "0", shows: "Swipe down decrements."),
                ]
            ),
            makeViewController: { _ in QuantityViewController(decrements: true) }
        ),
        SampleScreenEntry(
            id: "kitchen-timer", title: "Kitchen timer", section: Section.developingAccessibleApps,
            guides: [GuideReference(guide: .developingAccessibleApps, heading: "特征")],
            screenType: "KitchenTimerViewController",
            demo: SampleDemo(
                summary:
                    "A countdown on a Timer whose label has updatesFrequently: VoiceOver reads the new time while the cursor rests on it.",
                steps: [
                    Step("last", says: "Time left: 5:00", shows: "The time left, counting down every second."),
                    Step("wait:3", says: "Time left: 4:57", shows: "VoiceOver polls the label and speaks the new time."),
                ]
            ),
            makeViewController: { _ in KitchenTimerViewController(updatesFrequently: true) }
        ),
    ]

    // MARK: Before the fix

    private nonisolated static let beforeTheFix: [SampleScreenEntry] = [
        SampleScreenEntry(
            id: "bad-labels-and-hints", title: "Bad labels and hints", section: Section.before,
            guides: [
                GuideReference(guide: .programmingGuide, heading: "如何创建标签"),
                GuideReference(guide: .programmingGuide, heading: "如何创建提示"),
            ],
            screenType: "BadExamplesViewController",
            demo: SampleDemo(
                summary: "What the guides warn against: a label naming the role, hints naming the gesture or the control.",
                steps: [
                    Step("right", says: "Bad labels and hints, Heading", shows: "The title."),
                    Step("right", says: "Add button, Button", shows: "\"Button\" twice: VoiceOver adds the role itself."),
                    Step(
                        "right", says: "Yesterday, Button, Tap to play the song",
                        shows: "A hint naming a gesture VoiceOver users do not make."),
                    Step("right", says: "Save, Button, The Save button saves your edits.", shows: "A hint naming the control again."),
                ]
            ),
            makeViewController: { _ in BadExamplesViewController() }
        ),
        SampleScreenEntry(
            id: "travelers-before", title: "Travelers (before the fix)", section: Section.before,
            guides: [GuideReference(guide: .developingAccessibleApps, heading: "增量和减量")],
            screenType: "MarsTripViewController",
            demo: SampleDemo(
                summary: "The label and the slider apart: the slider has no label and speaks a percentage.",
                steps: [
                    Step("right", says: "Travelers (before the fix), Heading", shows: "The title."),
                    Step("right", says: "Mars: Olympus Mons, 7 days", shows: "The trip."),
                    Step("right", says: "Travelers: 0", shows: "The label, on its own."),
                    Step("right", says: "0%, Adjustable, \(adjustHint)", shows: "The slider: a percentage, and nothing says what it sets."),
                    Step("up", says: "10%", shows: "One more traveler is \"10%\"."),
                    Step("left", says: "Travelers: 1", shows: "Only the label says how many."),
                ]
            ),
            makeViewController: { _ in MarsTripViewController(semantic: false) }
        ),
        SampleScreenEntry(
            id: "detail-default-order", title: "App Store details (default order)", section: Section.before,
            guides: [GuideReference(guide: .developingAccessibleApps, heading: "元素顺序", listing: "Listing 6-18")],
            screenType: "AppStoreDetailViewController",
            demo: SampleDemo(
                summary: "Without DetailView VoiceOver reads the details row by row: \"4 stars\", \"No. 1\", \"12+\", then the second row.",
                steps: [
                    Step("right", says: "Default order, Heading", shows: "The title."),
                    Step("right", says: "Mars Colony, Heading", shows: "The app."),
                    Step("right", says: "4 stars", shows: "The first header..."),
                    Step("right", says: "No. 1", shows: "...then the next header, away from its detail."),
                    Step("right", says: "12+", shows: "The third header."),
                    Step("right", says: "14K ratings", shows: "Only now the first detail."),
                ]
            ),
            makeViewController: { _ in AppStoreDetailViewController(usesDetailView: false) }
        ),
        SampleScreenEntry(
            id: "timeline-before", title: "Timeline (before the fix)", section: Section.before,
            guides: [GuideReference(guide: .developingAccessibleApps, heading: "Twitter 示例")],
            screenType: "TimelineViewController",
            demo: SampleDemo(
                summary: "iOS groups a post's texts but leaves its buttons separate: five swipes per post.",
                steps: [
                    Step("right", says: "Timeline (before the fix), Heading", shows: "The title."),
                    Step(
                        "right",
                        says: "Accessibility London, @A11YLondon, Our next meetup is on Thursday: semantic views in UIKit and SwiftUI.",
                        shows: "The post's texts, handle included."),
                    Step("right", says: "Accessibility London profile, Button", shows: "Then its avatar button..."),
                    Step("right", says: "Comment, Button", shows: "...and its other buttons, before the next post."),
                ]
            ),
            makeViewController: { _ in TimelineViewController(semantic: false) }
        ),
        SampleScreenEntry(
            id: "stack-view-login", title: "Stack view login", section: Section.before,
            guides: [
                GuideReference(guide: .developingAccessibleApps, heading: "元素顺序"),
                GuideReference(guide: .developingAccessibleApps, heading: "标签"),
            ],
            screenType: "StackViewLoginViewController",
            demo: SampleDemo(
                summary:
                    "A login form from a public UIKit project, laid out only with nested stack views and anchors: VoiceOver reads it where Auto Layout puts it, row by row, each label before its field. As written, its fields have no label of their own and its button is 33 points tall, which the auditor reports.",
                steps: [
                    Step("right", says: "Stack view login, Heading", shows: "The title."),
                    Step("right", says: "Username", shows: "The first row's label, at the leading edge."),
                    Step(
                        "right", says: "Text Field, Double tap to edit.",
                        shows: "Its field, 20 points after it: the label beside it does not name it, so VoiceOver says only its role."),
                    Step("right", says: "Password", shows: "The second row, 40 points below."),
                    Step("right", says: "Text Field, Double tap to edit.", shows: "Its field."),
                    Step("right", says: "Login, Button", shows: "The button, last in the column."),
                ]
            ),
            makeViewController: { _ in StackViewLoginViewController() }
        ),
        SampleScreenEntry(
            id: "switch-labels", title: "Switches and labels", section: Section.before,
            guides: [
                GuideReference(guide: .developingAccessibleApps, heading: "元素顺序"),
                GuideReference(guide: .developingAccessibleApps, heading: "标签"),
            ],
            screenType: "SwitchLabelsViewController",
            demo: SampleDemo(
                summary:
                    "Two switches from a public UIKit project, each with a wrapping label beside it, placed only with anchors: VoiceOver reads each switch and then its label, where Auto Layout puts them, and the second row waits below the first label's last line. As written, the switches have no label of their own and the black text on the blue column has too little contrast, which the auditor reports.",
                steps: [
                    Step("right", says: "Switches and labels, Heading", shows: "The title."),
                    Step(
                        "right", says: "Switch Button, Off, Double tap to toggle setting.",
                        shows:
                            "The first switch, at the column's top leading corner: the text beside it does not name it, so VoiceOver says only its role and state."
                    ),
                    Step(
                        "right", says: SwitchLabelsViewController.texts[0],
                        shows: "Its label, wrapped over eleven lines between the switch and the column's trailing edge."),
                    Step(
                        "right", says: "Switch Button, Off, Double tap to toggle setting.",
                        shows: "The second switch, 20 points below the label's last line."),
                    Step("right", says: "Lorem ipsum", shows: "Its short label, last on the screen."),
                ]
            ),
            makeViewController: { _ in SwitchLabelsViewController() }
        ),
        SampleScreenEntry(
            id: "error-form-before", title: "Sign-up form (before the fix)", section: Section.before,
            guides: [GuideReference(guide: .accessibilityInIOS, heading: "Изменение макета")],
            screenType: "ErrorFormViewController",
            demo: SampleDemo(
                summary: "The error appears without a word to VoiceOver: the user on Submit hears nothing.",
                steps: [
                    Step("last", says: "Submit, Button", shows: "The form's button."),
                    Step("doubletap", says: nil, shows: "The error label appears above; VoiceOver is not told."),
                ]
            ),
            makeViewController: { _ in ErrorFormViewController(postsLayoutChange: false) }
        ),
        SampleScreenEntry(
            id: "custom-alert-before", title: "Custom alert (before the fix)", section: Section.before,
            guides: [GuideReference(guide: .developingAccessibleApps, heading: "视图是模态的", listing: "Listing 6-17")],
            screenType: "CustomAlertViewController",
            demo: SampleDemo(
                summary: "The custom alert without accessibilityViewIsModal: VoiceOver reaches the photo behind it.",
                steps: [
                    Step("last", says: "Delete photo, Button", shows: "Shows the alert."),
                    Step("doubletap", says: "Delete this photo?, Heading", shows: "screenChanged moves VoiceOver to the alert's title."),
                    Step("first", says: "Samples, Back Button", shows: "The screen behind the alert is still reachable."),
                ]
            ),
            makeViewController: { _ in CustomAlertViewController(isModal: false) }
        ),
        SampleScreenEntry(
            id: "shopping-list-before", title: "Shopping list (before the fix)", section: Section.before,
            guides: [GuideReference(guide: .accessibilityInIOS, heading: "Изменение макета")],
            screenType: "ShoppingListViewController",
            demo: SampleDemo(
                summary: "Deleting the focused row posts nothing: VoiceOver's cursor loses its element.",
                steps: [
                    Step("last", says: "Eggs, Actions Available", shows: "The last row."),
                    Step("down", says: "Delete", shows: "Its custom action."),
                    Step(
                        "doubletap", says: "Bread, Actions Available",
                        shows: "The row is gone and VoiceOver lands on a neighbour by itself."),
                ]
            ),
            makeViewController: { _ in ShoppingListViewController(postsLayoutChange: false) }
        ),
        SampleScreenEntry(
            id: "quantity-before", title: "Order (before the fix)", section: Section.before,
            guides: [GuideReference(guide: .developingAccessibleApps, heading: "增量和减量")],
            screenType: "QuantityViewController",
            demo: SampleDemo(
                summary: "accessibilityDecrement() does nothing: swiping down leaves the quantity as it was.",
                steps: [
                    Step("last", says: "Quantity, 0, Adjustable, \(adjustHint)", shows: "The stepper."),
                    Step("up", says: "1", shows: "Swipe up increments."),
                    Step("down", says: "1", shows: "Swipe down changes nothing: VoiceOver only says the value again."),
                ]
            ),
            makeViewController: { _ in QuantityViewController(decrements: false) }
        ),
        SampleScreenEntry(
            id: "kitchen-timer-before", title: "Kitchen timer (before the fix)", section: Section.before,
            guides: [GuideReference(guide: .developingAccessibleApps, heading: "特征")],
            screenType: "KitchenTimerViewController",
            demo: SampleDemo(
                summary: "The countdown's label lacks updatesFrequently: VoiceOver says the time once and not again while it runs down.",
                steps: [
                    Step("last", says: "Time left: 5:00", shows: "The time left, when the cursor arrives."),
                    Step("wait:3", says: nil, shows: "Three seconds later the label says another time; VoiceOver says nothing."),
                ]
            ),
            makeViewController: { _ in KitchenTimerViewController(updatesFrequently: false) }
        ),
        SampleScreenEntry(
            id: "error-form-screen-change", title: "Sign-up form (screen change, before the fix)", section: Section.before,
            guides: [
                GuideReference(guide: .accessibilityInIOS, heading: "Изменение экрана"),
                GuideReference(guide: .accessibilityInIOS, heading: "Изменение макета"),
            ],
            screenType: "ErrorFormViewController",
            demo: SampleDemo(
                summary:
                    "The error is posted with screenChanged where layoutChanged is meant: the new-screen tones for a screen that stayed.",
                steps: [
                    Step("last", says: "Submit, Button", shows: "The form's button."),
                    Step("doubletap", says: "Enter your name.", shows: "The screen-change tones play, and VoiceOver moves to the error."),
                ]
            ),
            makeViewController: { _ in ErrorFormViewController(postsLayoutChange: false, postsScreenChange: true) }
        ),
    ]

    // MARK: Developing Accessible iOS Apps, chapter 6: the SwiftUI listings

    /// The standard-controls demo, the same for the UIKit screen and its SwiftUI twin: only the
    /// navigation bar's title differs.
    private nonisolated static func standardControlsSteps(title: String) -> [Step] {
        [
            Step("right", says: "\(title), Heading", shows: "The navigation bar's title."),
            Step("right", says: "Preferences, Heading", shows: "A text with the header trait."),
            Step(
                "right", says: "Notifications, Switch Button, On, Double tap to toggle setting.",
                shows: "A switch: its label, role, state and the system hint."),
            Step("doubletap", says: "Off", shows: "Double tap flips it; VoiceOver says the new state."),
            Step(
                "right", says: "Volume, 50%, Adjustable, Swipe up or down with one finger to adjust the value.",
                shows: "A slider is adjustable."),
            Step("up", says: "60%", shows: "Swipe up moves it by a tenth of its range."),
            Step("right", says: "Small, Button, 1 of 3", shows: "Each segment is a button with its position."),
            Step("doubletap", says: "Selected", shows: "Choosing a segment: VoiceOver says the state that changed."),
            Step("right", says: "Medium, Button, 2 of 3", shows: "The previous choice is no longer selected."),
            Step("right", says: "Large, Button, 3 of 3", shows: "The last segment."),
            Step(
                "right", says: "Name, Your name, Text Field, Double tap to edit.", shows: "An empty field: its label, then the placeholder."
            ),
            Step("right", says: "Upload, 25%", shows: "A progress bar says how far it is."),
            Step("right", says: "Save, Button", shows: "A button with a visible title needs nothing more."),
        ]
    }

    private nonisolated static let swiftUI: [SampleScreenEntry] = [
        SampleScreenEntry(
            id: "swiftui-listings", title: "SwiftUI attributes", section: Section.developingAccessibleApps,
            guides: [
                GuideReference(guide: .developingAccessibleApps, heading: "可访问性元素", listing: "Listing 6-2"),
                GuideReference(guide: .developingAccessibleApps, heading: "标签", listing: "Listing 6-4"),
                GuideReference(guide: .developingAccessibleApps, heading: "价值", listing: "Listing 6-6"),
                GuideReference(guide: .developingAccessibleApps, heading: "暗示", listing: "Listing 6-8"),
                GuideReference(guide: .developingAccessibleApps, heading: "特征", listing: "Listing 6-12"),
                GuideReference(guide: .developingAccessibleApps, heading: "特征", listing: "Listing 6-13"),
                GuideReference(guide: .developingAccessibleApps, heading: "特征", listing: "Listing 6-14"),
            ],
            screenType: "UIHostingController<SwiftUIListingsView>",
            demo: SampleDemo(
                summary: "The guide's SwiftUI modifiers, hosted in a UIHostingController: VoiceOver reads them as it reads the UIKit half.",
                steps: [
                    Step("right", says: "SwiftUI attributes, Heading", shows: "The UIKit navigation bar's title."),
                    Step(
                        "right", says: "heart fill, Image", shows: "Listing 6-2: a symbol visible to accessibility is named by its symbol."),
                    Step("right", says: "Like, Image", shows: "Listing 6-4: the label replaces the symbol's name."),
                    Step("doubletap", says: nil, shows: "The double tap fires the tap gesture; this element itself does not change."),
                    Step("right", says: "heart fill, 101, Image", shows: "Listing 6-6: the value, re-rendered after the like."),
                    Step("right", says: "Send, Button, Sends your message.", shows: "Listing 6-8: the hint comes last."),
                    Step("right", says: "Messages, Heading", shows: "Listing 6-12: a header trait."),
                    Step("right", says: "12:04, Heading", shows: "Listing 6-13: header and updatesFrequently; only the heading is spoken."),
                    Step("right", says: "Chime, Button", shows: "Listing 6-14: playsSound removed again."),
                ]
            ),
            makeViewController: { _ in
                let controller = UIHostingController(rootView: SwiftUIListingsView())
                controller.title = "SwiftUI attributes"
                return controller
            }
        ),
        SampleScreenEntry(
            id: "swiftui-controls", title: "SwiftUI controls", section: Section.developingAccessibleApps,
            guides: [GuideReference(guide: .developingAccessibleApps, heading: "特征")],
            screenType: "UIHostingController<SwiftUIControlsView>",
            demo: SampleDemo(
                summary:
                    "SwiftUI's Toggle, Slider and TextField in a Form speak as UISwitch, UISlider and UITextField; a section header is a heading, as written.",
                steps: [
                    Step("right", says: "SwiftUI controls, Heading", shows: "The UIKit navigation bar's title."),
                    Step("right", says: "Preferences, Heading", shows: "The section header, a heading as written (iOS 26)."),
                    Step(
                        "right", says: "Notifications, Switch Button, On, Double tap to toggle setting.",
                        shows: "A Toggle speaks as a UISwitch."),
                    Step("doubletap", says: "Off", shows: "The double tap flips @State; VoiceOver hears the new state."),
                    Step(
                        "right", says: "Volume, 50%, Adjustable, Swipe up or down with one finger to adjust the value.",
                        shows: "A Slider speaks as a UISlider."),
                    Step("up", says: "60%", shows: "Swipe up moves it by a tenth of the range."),
                    Step(
                        "right", says: "Name, Your name, Text Field, Double tap to edit.",
                        shows: "An empty TextField with a label: the label, then the placeholder in the value's place."),
                    Step("right", says: "Notifications are off.", shows: "The footer re-rendered after the toggle."),
                ]
            ),
            makeViewController: { _ in
                let controller = UIHostingController(rootView: SwiftUIControlsView())
                controller.title = "SwiftUI controls"
                return controller
            }
        ),
        SampleScreenEntry(
            id: "swiftui-semantic-view", title: "SwiftUI semantic view", section: Section.developingAccessibleApps,
            guides: [GuideReference(guide: .developingAccessibleApps, heading: "SwiftUI 斯塔克斯", listing: "Listing 6-23")],
            screenType: "UIHostingController<SwiftUIRatingsView>",
            demo: SampleDemo(
                summary: "A VStack made one element with .accessibilityElement(children: .ignore), its own label, trait and action.",
                steps: [
                    Step("right", says: "SwiftUI semantic view, Heading", shows: "The UIKit navigation bar's title."),
                    Step("right", says: "4 stars from 1K ratings, Button", shows: "The stack is one button that says the whole rating."),
                    Step(
                        "doubletap", says: "Ratings opened",
                        shows: "Its accessibility action runs and announces it; the element itself does not change."),
                    Step("right", says: "Ratings opened: 1", shows: "The action changed @State and the screen re-rendered."),
                ]
            ),
            makeViewController: { _ in
                let controller = UIHostingController(rootView: SwiftUIRatingsView())
                controller.title = "SwiftUI semantic view"
                return controller
            }
        ),
        SampleScreenEntry(
            id: "standard-controls", title: "Standard controls", section: Section.developingAccessibleApps,
            guides: [GuideReference(guide: .developingAccessibleApps, heading: "特征")],
            screenType: "StandardControlsViewController",
            demo: SampleDemo(
                summary:
                    "UIKit's standard controls speak their role, state and hint with no accessibility code but a label; the SwiftUI twin (\"SwiftUI standard controls\") says the same.",
                steps: standardControlsSteps(title: "Standard controls")
            ),
            makeViewController: { _ in StandardControlsViewController() }
        ),
        SampleScreenEntry(
            id: "swiftui-standard-controls", title: "SwiftUI standard controls", section: Section.developingAccessibleApps,
            guides: [GuideReference(guide: .developingAccessibleApps, heading: "特征")],
            screenType: "UIHostingController<SwiftUIStandardControlsView>",
            demo: SampleDemo(
                summary:
                    "The SwiftUI twin of \"Standard controls\": Toggle, Slider, a segmented Picker, TextField, ProgressView and Button speak as the UIKit controls they become.",
                steps: standardControlsSteps(title: "SwiftUI standard controls")
            ),
            makeViewController: { _ in
                let controller = UIHostingController(rootView: SwiftUIStandardControlsView())
                controller.title = "SwiftUI standard controls"
                return controller
            }
        ),
    ]
}
