// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

/// Earshot: UIKit's accessibility model and a faithful VoiceOver, in portable Swift.
/// Modules depend one way (see docs/architecture.md):
/// EarshotUIKit → AccessibilityTree → VoiceOverSimulator → ScreenExport → Earshot → earshot;
/// ScreenFormats (screen files and importers) depends only on EarshotUIKit (and Yams, and
/// TextEscaping, the escapers every module may share);
/// EarshotSwiftUI depends only on EarshotUIKit (it hosts SwiftUI views as UIKit views) and
/// OpenCombine (Combine's API, which SwiftUI apps hold state with), and uses EarshotMacros
/// (`#Preview` and `@Entry`, a compiler plug-in built on swift-syntax) and SwiftRuntimeCall.
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
        // The guides' examples as one app, for the benchmarks (the explorer's states per second).
        .library(name: "SampleApp", targets: ["SampleApp"]),
        .executable(name: "earshot", targets: ["EarshotCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // Combine's API (ObservableObject, @Published, publishers, schedulers) for SwiftUI's
        // ObservableObject era; EarshotSwiftUI re-exports it.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        // The escapers every writer and reader shares (markup, JSON, YAML, U+ names): no
        // dependencies, so any module can use it without inverting the order above.
        .target(name: "TextEscaping"),
        .target(name: "ConstraintSolver"),
        // UIKit's model lives in EarshotUIKitCore (Sources/EarshotUIKit); the module apps import,
        // EarshotUIKit, re-exports it and names NSObject in a scoped re-export, so a file that also
        // imports Foundation sees Earshot's NSObject (docs/uikit.md, "Foundation's NSObject").
        .target(name: "EarshotUIKitCore", dependencies: ["ConstraintSolver"], path: "Sources/EarshotUIKit"),
        .target(name: "EarshotUIKit", dependencies: ["EarshotUIKitCore"], path: "Sources/EarshotUIKitExports"),
        .target(name: "AccessibilityTree", dependencies: ["EarshotUIKit"]),
        // `#Preview`'s and `@Entry`'s expansions: a compiler plug-in, run by the compiler, never linked into apps.
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
        .target(
            name: "EarshotSwiftUI",
            dependencies: [
                "EarshotUIKit", "EarshotMacros", "SwiftRuntimeCall", .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            ]),
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
        // The interaction explorer: a running VoiceOver driven through an app, breadth-first, for
        // what only interaction shows; findings and reports are the auditor's.
        .target(
            name: "EarshotExplorer", dependencies: ["EarshotUIKit", "AccessibilityTree", "VoiceOverSimulator", "AccessibilityAudit"]),
        .target(name: "ExternalPrograms"),
        // `earshot port`: rewrites what Swift on Linux cannot compile (`#selector`, `@objc`, …)
        // into Earshot's typed equivalents; source text in, source text out, so it depends on
        // swift-syntax alone (docs/port.md).
        .target(
            name: "EarshotPort",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "EarshotSnapshot",
            dependencies: ["AccessibilityTree", "VoiceOverSimulator", "AccessibilityAudit", "ExternalPrograms", "TextEscaping"]),
        .target(name: "EarshotAudio", dependencies: ["VoiceOverSimulator", "ExternalPrograms"]),
        // The browser inspector's server: only the earshot executable links Hummingbird.
        .target(
            name: "EarshotInspector",
            dependencies: [
                "EarshotSnapshot", "VoiceOverSimulator", "AccessibilityAudit", "EarshotExplorer",
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        .target(
            name: "Earshot",
            dependencies: [
                "EarshotUIKit", "EarshotSwiftUI", "AccessibilityTree", "VoiceOverSimulator", "ScreenImport", "ScreenFormats",
                "ScreenExport", "AccessibilityAudit", "EarshotSnapshot", "EarshotAudio", "AssistiveTechnologies", "Braille",
                "EarshotExplorer",
            ]),
        .target(
            name: "EarshotTesting",
            dependencies: [
                "VoiceOverSimulator", "AccessibilityAudit", "ScreenFormats", "EarshotSnapshot", "EarshotSwiftUI", "EarshotExplorer",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .executableTarget(
            name: "EarshotCLI",
            dependencies: [
                "Earshot", "SampleApp", "EarshotInspector", "EarshotPort",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        .testTarget(name: "TextEscapingTests", dependencies: ["TextEscaping"]),
        // Files that import Foundation beside Earshot or EarshotUIKit, in both orders, and name NSObject.
        .testTarget(name: "FoundationImportTests", dependencies: ["Earshot"]),
        // Code written as Swift 5 apps write it, calling UIKit from nonisolated code (docs/uikit.md, "Isolation").
        .testTarget(name: "Swift5ModeTests", dependencies: ["Earshot"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "EarshotUIKitTests", dependencies: ["EarshotUIKit", "EarshotUIKitCore"]),
        .testTarget(name: "AccessibilityTreeTests", dependencies: ["AccessibilityTree"]),
        .testTarget(name: "VoiceOverSimulatorTests", dependencies: ["VoiceOverSimulator", "EarshotSwiftUI"]),
        .testTarget(name: "EarshotSwiftUITests", dependencies: ["EarshotSwiftUI", "VoiceOverSimulator"]),
        .testTarget(name: "AssistiveTechnologiesTests", dependencies: ["AssistiveTechnologies"]),
        .testTarget(name: "BrailleTests", dependencies: ["Braille"]),
        .testTarget(name: "EarshotPortTests", dependencies: ["EarshotPort"]),
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
        .testTarget(name: "EarshotTestingTests", dependencies: ["EarshotTesting", "EarshotSwiftUI"], exclude: ["Previews/__Snapshots__"]),
        .testTarget(name: "EarshotExplorerTests", dependencies: ["EarshotExplorer", "SampleApp", "EarshotSwiftUI"]),
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
            exclude: ["__Snapshots__", "Hostile", "Fragments"]
        ),
        .testTarget(
            name: "AccessibilityAuditTests",
            dependencies: [
                "AccessibilityAudit", "ScreenFormats", "TextEscaping", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__", "Localizations"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
