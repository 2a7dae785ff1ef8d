// swift-tools-version: 6.1
import PackageDescription

// Earshot's benchmarks, kept in their own package so the main package's tests stay light.
// Run from this folder: `swift package benchmark` (see ../README.md, "Performance").
let package = Package(
    name: "EarshotBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Earshot", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The screens the benchmarks and the swipe's instruction count share.
        .target(
            name: "BenchmarkScreens",
            dependencies: [.product(name: "Earshot", package: "Earshot")],
            path: "Benchmarks/BenchmarkScreens"
        ),
        .executableTarget(
            name: "EarshotBenchmarks",
            dependencies: [
                "BenchmarkScreens",
                .product(name: "Earshot", package: "Earshot"),
                .product(name: "EarshotInspector", package: "Earshot"),
                .product(name: "SampleApp", package: "Earshot"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/EarshotBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // One swipe counted in instructions under callgrind (docs/performance.md).
        .executableTarget(
            name: "SwipeCount",
            dependencies: ["BenchmarkScreens", .product(name: "Earshot", package: "Earshot")],
            path: "Benchmarks/SwipeCount"
        ),
        // The gestures whose cost must not grow with the screen, counted and timed the same way.
        .executableTarget(
            name: "GestureCount",
            dependencies: ["BenchmarkScreens", .product(name: "Earshot", package: "Earshot")],
            path: "Benchmarks/GestureCount"
        ),
    ],
    swiftLanguageModes: [.v6]
)
