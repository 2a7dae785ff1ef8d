// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

/// Earshot: UIKit's accessibility model and a faithful VoiceOver, in portable Swift.
/// Modules depend one way (see docs/architecture.md):
/// EarshotUIKit → AccessibilityTree → VoiceOverSimulator → ScreenExport → Earshot → earshot;
/// ScreenFormats (screen files and importers) depends only on EarshotUIKit (and Yams, and
/// TextEscaping, the escapers every module may share);
/// EarshotSwiftUI depends only on EarshotUIKit (it hosts SwiftUI views as UIKit views), and uses
/// EarshotMacros (`#Preview`, a compiler plug-in built on swift-syntax) and SwiftRuntimeCall.
/// ConstraintSolver (the Cassowary solver behind Auto Layout) depends on nothing, so a layout
/// without UIKit can use it; EarshotUIKit depends on it.
let package = Package(
    name: "Earshot",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Earshot", targets: ["Earshot"]),
        .library(name: "EarshotUIKit", targets: ["EarshotUIKit"]),
        .library(name: "EarshotSwiftUI", targets: ["EarshotSwiftUI"]),
        .library(name: "EarshotTesting", targets: ["EarshotTesting"]),
        // The inspector's server alone (Hummingbird); `Earshot` does not include it.
        .library(name: "EarshotInspector", targets: ["EarshotInspector"]),
        .executable(name: "earshot", targets: ["EarshotCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // The escapers every writer and reader shares (markup, JSON, YAML, U+ names): no
        // dependencies, so any module can use it without inverting the order above.
        .target(name: "TextEscaping"),
        .target(name: "ConstraintSolver"),
        .target(name: "EarshotUIKit", dependencies: ["ConstraintSolver"]),
        .target(name: "AccessibilityTree", dependencies: ["EarshotUIKit"]),
        // `#Preview`'s expansion: a compiler plug-in, run by the compiler, never linked into apps.
        .macro(
            name: "EarshotMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        // The one call Swift cannot spell: an allocating initializer found at run time
        // (`UIApplicationDelegateAdaptor` creating the app's delegate).
        .target(name: "SwiftRuntimeCall"),
        .target(name: "EarshotSwiftUI", dependencies: ["EarshotUIKit", "EarshotMacros", "SwiftRuntimeCall"]),
        // Braille is VoiceOver's output as on iOS (the display follows VoiceOver's cursor), so
        // VoiceOver depends on it; Switch Control and Voice Control sit beside VoiceOver.
        .target(name: "Braille", dependencies: ["EarshotUIKit", "AccessibilityTree", "ExternalPrograms"]),
        .target(name: "VoiceOverSimulator", dependencies: ["EarshotUIKit", "AccessibilityTree", "Braille"]),
        .target(name: "AssistiveTechnologies", dependencies: ["EarshotUIKit", "AccessibilityTree"]),
        // Dumps of real apps read into a screen document: the untrusted input the fuzzers read
        // (Fuzz/), so it depends on EarshotUIKit and TextEscaping alone.
        .target(name: "ScreenImport", dependencies: ["EarshotUIKit", "TextEscaping"]),
        .target(
            name: "ScreenFormats",
            dependencies: ["EarshotUIKit", "ScreenImport", "TextEscaping", .product(name: "Yams", package: "Yams")],
            resources: [.copy("Resources/sample-screen.json")]
        ),
        // What the assistive technologies said and did, written out: transcripts, run logs, Switch
        // Control's and Voice Control's logs, the tour.
        .target(name: "ScreenExport", dependencies: ["ScreenFormats", "VoiceOverSimulator", "AccessibilityTree", "AssistiveTechnologies"]),
        .target(name: "SampleApp", dependencies: ["EarshotUIKit", "EarshotSwiftUI"], exclude: ["README.md"]),
        .target(
            name: "AccessibilityAudit",
            dependencies: [
                "AccessibilityTree", "VoiceOverSimulator", "AssistiveTechnologies", "TextEscaping", .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(name: "ExternalPrograms"),
        .target(
            name: "EarshotSnapshot",
            dependencies: ["AccessibilityTree", "VoiceOverSimulator", "AccessibilityAudit", "ExternalPrograms", "TextEscaping"]),
        .target(name: "EarshotAudio", dependencies: ["VoiceOverSimulator", "ExternalPrograms"]),
        // The browser inspector's server: only the earshot executable links Hummingbird.
        .target(
            name: "EarshotInspector",
            dependencies: [
                "EarshotSnapshot", "VoiceOverSimulator", "AccessibilityAudit", .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        .target(
            name: "Earshot",
            dependencies: [
                "EarshotUIKit", "EarshotSwiftUI", "AccessibilityTree", "VoiceOverSimulator", "ScreenImport", "ScreenFormats",
                "ScreenExport", "AccessibilityAudit", "EarshotSnapshot", "EarshotAudio", "AssistiveTechnologies", "Braille",
            ]),
        .target(
            name: "EarshotTesting",
            dependencies: [
                "VoiceOverSimulator", "AccessibilityAudit", "ScreenFormats", "EarshotSnapshot", "EarshotSwiftUI",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .executableTarget(
            name: "EarshotCLI",
            dependencies: ["Earshot", "SampleApp", "EarshotInspector", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        .testTarget(name: "TextEscapingTests", dependencies: ["TextEscaping"]),
        .testTarget(name: "EarshotUIKitTests", dependencies: ["EarshotUIKit"]),
        .testTarget(name: "AccessibilityTreeTests", dependencies: ["AccessibilityTree"]),
        .testTarget(name: "VoiceOverSimulatorTests", dependencies: ["VoiceOverSimulator", "EarshotSwiftUI"]),
        .testTarget(name: "EarshotSwiftUITests", dependencies: ["EarshotSwiftUI", "VoiceOverSimulator"]),
        .testTarget(name: "AssistiveTechnologiesTests", dependencies: ["AssistiveTechnologies"]),
        .testTarget(name: "BrailleTests", dependencies: ["Braille"]),
        .testTarget(
            name: "SampleAppTests",
            dependencies: [
                "SampleApp", "EarshotSwiftUI", "VoiceOverSimulator", "AccessibilityAudit", "AssistiveTechnologies", "EarshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "EarshotSnapshotTests",
            dependencies: [
                "EarshotSnapshot", "ScreenFormats", "EarshotTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "EarshotTestingTests", dependencies: ["EarshotTesting", "EarshotSwiftUI"]),
        .testTarget(name: "EarshotAudioTests", dependencies: ["EarshotAudio", "VoiceOverSimulator", "ExternalPrograms"]),
        .testTarget(
            name: "ScreenFormatsTests",
            dependencies: [
                "ScreenImport", "ScreenFormats", "VoiceOverSimulator", "AccessibilityTree",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "EarshotCLITests",
            dependencies: ["EarshotCLI", "Earshot", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__", "Hostile"]
        ),
        .testTarget(
            name: "AccessibilityAuditTests",
            dependencies: [
                "AccessibilityAudit", "ScreenFormats", "TextEscaping", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
