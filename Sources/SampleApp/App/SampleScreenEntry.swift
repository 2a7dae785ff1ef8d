import EarshotUIKit

/// The guides the sample app ports, in the translations (Chinese and Russian) it was written from.
public enum Guide: Hashable, Sendable, CaseIterable {
    /// Accessibility Programming Guide for iOS.
    case programmingGuide
    /// iOS Accessibility: VoiceOver, a tutorial.
    case voiceOverTutorial
    /// View Controller Programming Guide for iOS, "Accessibility from the View Controller's Perspective".
    case viewControllerGuide
    /// Developing Accessible iOS Apps, chapter 6 ("The iOS Accessibility Model").
    case developingAccessibleApps
    /// Accessibility in iOS, developer notes.
    case accessibilityInIOS
}

/// Where a screen of the sample app comes from: a guide, the heading of the section it
/// ports (quoted as the guide writes it) and, when the guide numbers it, the listing.
public struct GuideReference: Hashable, Sendable {
    /// The guide; the tour and the docs name it by `guideTitle`.
    public let guide: Guide
    /// The heading of the section, in the guide's own language and words.
    public let heading: String
    /// The listing as the guide numbers it ("Listing 6-18", "清单 9-1"), when it does.
    public let listing: String?

    public init(guide: Guide, heading: String, listing: String? = nil) {
        self.guide = guide
        self.heading = heading
        self.listing = listing
    }
}

/// A short scripted tour of one screen: gestures a VoiceOver user makes after the screen
/// appeared, what VoiceOver answers, and what each step shows. It is data, so `earshot` can play
/// it and the tests can check it.
public struct SampleDemo: Hashable, Sendable {
    /// One gesture of the tour.
    public struct Step: Hashable, Sendable {
        /// The gesture, as `earshot run` names it (`VoiceOverGesture(argument:)`): "right", "left",
        /// "up", "down", "doubletap", "scrub", "magictap", "readall", "scroll-up", "status",
        /// "touch:X,Y", … One extra word: "wait:SECONDS" lets VoiceOver's virtual clock run that
        /// long (`VoiceOver.advance(by:)`; launch the app with `SampleClock { voiceOver.now }` so
        /// the app's time is VoiceOver's).
        public let gesture: String
        /// What the user is left hearing: a gesture's return value (the last utterance it asked
        /// for), or for a wait the last utterance that began during it. Nil when nothing is said.
        public let says: String?
        /// One sentence: what this step shows, in the guide's terms.
        public let shows: String

        public init(_ gesture: String, says: String?, shows: String) {
            self.gesture = gesture
            self.says = says
            self.shows = shows
        }
    }

    /// One step of another assistive technology on the screen, in the words of its command:
    /// `earshot scan`'s steps for Switch Control ("next", "select", "choose:Escape"), `earshot
    /// voice`'s commands for Voice Control ("Tap Cancel").
    public struct Command: Hashable, Sendable {
        public let command: String
        /// One sentence: what this step shows, in the guide's terms.
        public let shows: String

        public init(_ command: String, shows: String) {
            self.command = command
            self.shows = shows
        }
    }

    /// What the screen demonstrates, in one or two sentences.
    public let summary: String
    /// The gestures, in order, starting with the screen just shown (VoiceOver's cursor where the
    /// screen change put it).
    public let steps: [Step]
    /// The screen driven by Switch Control instead (the app launched without VoiceOver), where the
    /// guide says what Switch Control does with it.
    public let switchControl: [Command]
    /// The screen driven by Voice Control instead.
    public let voiceControl: [Command]

    public init(summary: String, steps: [Step], switchControl: [Command] = [], voiceControl: [Command] = []) {
        self.summary = summary
        self.steps = steps
        self.switchControl = switchControl
        self.voiceControl = voiceControl
    }
}

/// One screen of the sample app: its title in the menu, the guide sections it ports, how to make
/// it, and its demo.
public struct SampleScreenEntry: Identifiable, Sendable {
    /// A short stable name for the command line ("floor-plan").
    public let id: String
    /// The row title in the menu and the screen's navigation title.
    public let title: String
    /// The menu section the row sits in.
    public let section: String
    /// The guide sections (and listings) the screen ports.
    public let guides: [GuideReference]
    /// The type name of the screen's view controller, as the table in Sources/SampleApp/README.md names it.
    public let screenType: String
    /// Makes a fresh view controller for the screen; the clock is the app's (stopwatch time).
    public let makeViewController: @MainActor @Sendable (SampleClock) -> UIViewController
    /// The scripted tour of the screen.
    public let demo: SampleDemo

    public init(
        id: String, title: String, section: String, guides: [GuideReference], screenType: String,
        demo: SampleDemo, makeViewController: @escaping @MainActor @Sendable (SampleClock) -> UIViewController
    ) {
        self.id = id
        self.title = title
        self.section = section
        self.guides = guides
        self.screenType = screenType
        self.demo = demo
        self.makeViewController = makeViewController
    }
}
