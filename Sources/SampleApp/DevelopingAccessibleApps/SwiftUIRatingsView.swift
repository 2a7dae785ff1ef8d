import EarshotSwiftUI

/// The guide's listing 6-23: a SwiftUI semantic view. The stack ignores its children and becomes
/// one button that says the whole rating.
public struct SwiftUIRatingsView: View {
    @State private var stars = 4
    @State private var respondents = "1K"
    @State private var tapped = 0
    public init() {}

    /// The listing leaves `tappedRatings()` out; this one counts the openings on screen and says
    /// so, as the developer notes Accessibility in iOS advise for an event that needs no
    /// interaction ("Объявление"), so a VoiceOver user on the stack hears it too.
    func tappedRatings() {
        tapped += 1
        AccessibilityNotification.Announcement("Ratings opened").post()
    }

    public var body: some View {
        VStack(spacing: 24) {
            VStack(alignment: .leading, spacing: 10) {
                Button("⭐⭐⭐⭐") { self.tappedRatings() }
                    .font(.largeTitle)

                Text("\(respondents) ratings")
                    .font(.subheadline)
            }
            .padding()
            .accessibilityElement(children: .ignore)
            .accessibility(label: Text("\(stars) stars from \(respondents) ratings"))
            .accessibility(addTraits: .isButton)
            .accessibilityAction { self.tappedRatings() }

            Text(tapped == 0 ? "Not opened yet" : "Ratings opened: \(tapped)")
        }
    }
}
