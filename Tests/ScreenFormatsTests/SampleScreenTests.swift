import Testing
import ScreenFormats

@Suite("The built-in sample screen")
struct SampleScreenTests {
    @Test func itIsAValidScreenFileWithTheSeedsControls() throws {
        let result = try SampleScreen.read()
        #expect(result.warnings.isEmpty)
        let labels = result.document.nodes.compactMap(\.label)
        #expect(labels == ["Coffee", "Floor", "Lobby", "Conference Room", "Coffee Stop", "Elevators"])
        let ids = result.document.nodes.compactMap(\.id)
        #expect(ids.contains("APLCoffeeControl") && ids.contains("APLElevatorControl") && ids.contains("APLFloorPlanView"))
    }
}
