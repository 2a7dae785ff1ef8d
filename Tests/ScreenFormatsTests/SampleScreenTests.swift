import ScreenFormats
import Testing

@Suite("The built-in sample screen")
struct SampleScreenTests {
    @Test func itIsAValidScreenFileWithTheTutorialsControls() throws {
        let result = try SampleScreen.read()
        #expect(result.warnings.isEmpty)
        let labels = result.document.nodes.compactMap(\.label)
        #expect(labels == ["Coffee", "Floor", "Elevators", "Conference Room", "Lobby"])
        let ids = result.document.nodes.compactMap(\.id)
        #expect(ids.contains("APLCoffeeControl") && ids.contains("APLElevatorControl") && ids.contains("APLFloorPlanView"))
    }
}
