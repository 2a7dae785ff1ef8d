extension Image {
    /// The default accessibility labels of SF Symbols, as recordings of iOS show them. A symbol
    /// not listed is labelled by its name, as iOS labels a symbol without a default label (WWDC24
    /// session 10073, "Catch up on accessibility in SwiftUI", 10:14: "sparkle").
    /// - "star": "Favorite" (rjchatfield/AX, `AXTests/SwiftUI/ViewTests.swift` testImage, iOS 16
    ///   simulator; WWDC24 session 10073, 5:37, the favorite button).
    /// - "checkmark.seal.fill": "Verified" (WWDC21 session 10119, "SwiftUI Accessibility: Beyond
    ///   the basics", 2:20).
    static let symbolLabels: [String: String] = [
        "star": "Favorite",
        "checkmark.seal.fill": "Verified",
    ]
}
