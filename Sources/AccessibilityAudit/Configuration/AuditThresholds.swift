/// Every number a rule compares against, with the catalogue's defaults (docs/audit-rules.md:
/// thresholds differ between tools, so each one is a setting). The YAML key of each is written
/// next to it.
public struct AuditThresholds: Hashable, Sendable {
    /// `touch-target`: the width and height under which an actionable element is a warning, in
    /// points (Apple's Human Interface Guidelines, GTXiLib and axe: 44; ATF uses 48 dp).
    public var touchTarget: Double = 44
    /// `target-spacing`: WCAG 2.5.8's minimum, in points: under it a target fails, unless a circle
    /// of this diameter at its centre clears every other target (the spacing exception).
    public var targetSpacing: Double = 24
    /// `duplicate-bounds-tolerance`: frames closer than this, edge by edge, count as the same (points).
    public var duplicateBoundsTolerance: Double = 0.5
    /// `label-max-words`: longer labels on actionable elements read like sentences.
    public var labelMaxWords: Int = 8
    /// `hint-max-words`: longer hints read like instructions, not a brief description of the
    /// result (the Accessibility Programming Guide for iOS's hints are a few words).
    public var hintMaxWords: Int = 15
    /// `label-max-characters`: the same limit in characters (halved for Chinese, Japanese and
    /// Korean, where one character carries about a word's worth of sound).
    public var labelMaxCharacters: Int = 60
    /// `element-speech-seconds`: the longest an element's speech (description and hint) may last.
    public var elementSpeechSeconds: Double = 10
    /// `screen-speech-seconds`: the longest reading the whole screen in order may last.
    public var screenSpeechSeconds: Double = 120
    /// `max-swipes`: the most swipes (or rotor moves) an actionable element may cost to reach.
    public var maxSwipes: Int = 30
    /// `card-fragments`: a card read as at least this many separate elements should be grouped.
    public var cardFragments: Int = 5
    /// `reading-order-correlation`: the lowest acceptable rank correlation (Kendall's tau, −1…1)
    /// between reading order and layout order.
    public var readingOrderCorrelation: Double = 0.6
    /// `modal-coverage`: the share of the screen an overlay must cover to count as modal (0…1).
    public var modalCoverage: Double = 0.8
    /// `headings-after-elements`: a screen with more elements than this should have a heading.
    public var headingsAfterElements: Int = 12
    /// `contrast-normal`: the least contrast ratio for normal text (WCAG 1.4.3 AA).
    public var contrastNormal: Double = 4.5
    /// `contrast-large`: the least contrast ratio for large text and for non-text parts (WCAG 1.4.3, 1.4.11).
    public var contrastLarge: Double = 3.0
    /// `large-text`: the point size from which text counts as large (18; ATF and Deque mobile).
    public var largeText: Double = 18
    /// `large-bold-text`: the point size from which bold text counts as large (14).
    public var largeBoldText: Double = 14
    /// `fixed-small-error`: non-scaling text below this size is an error (ATF: 16).
    public var fixedSmallError: Double = 16
    /// `fixed-small-warning`: non-scaling text below this size is a warning (ATF: 28).
    public var fixedSmallWarning: Double = 28

    public init() {}
}
