import EarshotSwiftUI

/// The guide's SwiftUI listings 6-2 to 6-14, each as the guide writes it (its older
/// `.accessibility(…)` spellings), one row each: visibility, label, value, hint and traits. The
/// buttons pad their labels so that their targets are 44 pt high.
public struct SwiftUIListingsView: View {
    @State private var likes = 100
    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            // Listing 6-2: visible to accessibility.
            Image(systemName: "heart.fill")
                .accessibility(hidden: false)
            // Listing 6-4: a label for a tappable symbol.
            Image(systemName: "heart.fill")
                .onTapGesture { likes += 1 }
                .accessibility(label: "Like")
            // Listing 6-6: a value.
            Image(systemName: "heart.fill")
                .accessibility(value: Text("\(likes)"))
            // Listing 6-8: a hint.
            Button {
            } label: {
                Text("Send").padding()
            }
            .accessibility(hint: "Sends your message.")
            // Listing 6-12: one trait.
            Text("Messages")
                .accessibility(addTraits: .isHeader)
            // Listing 6-13: several traits.
            Text("12:04")
                .accessibility(addTraits: [.isHeader, .updatesFrequently])
            // Listing 6-14: removing a trait.
            Button {
            } label: {
                Text("Chime").padding()
            }
            .accessibility(addTraits: .playsSound)
            .accessibility(removeTraits: .playsSound)
        }
        .padding()
    }
}
