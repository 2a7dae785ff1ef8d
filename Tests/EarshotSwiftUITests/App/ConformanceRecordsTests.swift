import Testing

@testable import EarshotSwiftUI

/// Records that do not read as the runtime's layout, in the test image's own data: offsets of
/// zero, far out of the image and into the neighbouring words.
nonisolated(unsafe) var malformedRecords: (Int32, Int32, Int32, Int32, Int32, Int32) = (0, .max, .min, 4, -4, 1)

/// Discovery reads only memory of the loaded images (docs/swiftui.md, "Previews"): malformed
/// sections and records are passed over, never followed, and never crash.
@MainActor
@Suite struct ConformanceRecordsTests {
    @Test func malformedRecordsArePassedOver() {
        let start = withUnsafePointer(to: &malformedRecords) { UInt(bitPattern: $0) }
        let sections: [(start: UInt, length: UInt)] = [
            (start, 24),  // every record malformed
            (start, 23),  // not a whole number of records
            (start, UInt.max),  // longer than any image, not whole records
            (start, UInt.max - 3),  // longer than any image
            (8, 16),  // not in any image
            (UInt.max - 3, 4),  // at the end of the address space
        ]
        #expect(ConformanceRecords.types(conformingTo: "PreviewRegistry", in: "EarshotSwiftUI", sections: sections).isEmpty)
    }

    /// The real sections hold the real conformances: the provider below, found by name.
    @Test func realRecordsAreRead() {
        let types = ConformanceRecords.types(conformingTo: "PreviewProvider", in: "EarshotSwiftUI")
        #expect(types.contains { $0 == RecordsProbe_Previews.self })
        #expect(ConformanceRecords.types(conformingTo: "NoSuchProtocol", in: "EarshotSwiftUI").isEmpty)
    }
}

struct RecordsProbe_Previews: PreviewProvider {
    static var previews: some View { Text("Probe") }
}
