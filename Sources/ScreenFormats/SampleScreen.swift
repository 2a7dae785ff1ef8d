import Foundation

/// The built-in sample screen `earshot` reads when given no file: the floor plan of the VoiceOver
/// tutorial (iOS Accessibility: VoiceOver), with APLCoffeeControl, APLElevatorControl and
/// APLFloorPlanView's rooms — the tour's floor-plan screen at floor 1, element for element — as a
/// screen file shipped with the package.
public enum SampleScreen {
    /// The file's name, used as the source in messages.
    public static let sourceName = "sample-screen.json"

    /// The sample's location among the module's resources.
    public static var url: URL? {
        Bundle.module.url(forResource: "sample-screen", withExtension: "json")
    }

    /// Reads the sample screen.
    public static func read() throws -> ScreenFileReader.Result {
        guard let url else {
            throw ScreenFileError(source: sourceName, reason: "the built-in sample screen is missing from the package's resources")
        }
        return try ScreenFileReader().read(json: Data(contentsOf: url), source: sourceName)
    }
}
