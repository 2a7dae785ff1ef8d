import EarshotUIKit

/// The sample app's strings, looked up by key, standing in for iOS's `NSLocalizedString` so the
/// guides' listings keep their calls (`NSLocalizedString(@"MyCustomView.label", nil)`). It shadows
/// Foundation's function inside this module: Foundation's would return the key itself here, as
/// there is no strings file. The guides leave the English values to the reader; these are ours.
// Foundation's own name, which the guides' code calls:
// swift-format-ignore: AlwaysUseLowerCamelCase
func NSLocalizedString(_ key: String, comment: String) -> String {
    SampleStrings.english[key] ?? key
}

/// The English table behind `NSLocalizedString`.
enum SampleStrings {
    static let english: [String: String] = [
        // The Accessibility Programming Guide for iOS, custom standalone view: the subclass way and the controller way.
        "MyCustomView.label": "Play",
        "MyCustomView.hint": "Plays the song.",
        "view.label": "Like",
        "view.hint": "Adds the song to your favorites.",
        // The Accessibility Programming Guide for iOS, RatingView.
        "rating.singular.label": "star",
        "rating.plural.label": "stars",
        // The VoiceOver tutorial (iOS Accessibility: VoiceOver), AAPLCardView and the logo.
        "Say hello": "Say hello",
        "Say goodbye": "Say goodbye",
        "Hello goodbye, meet your match": "Hello goodbye, meet your match",
    ]
}
