import Benchmark
import BenchmarkScreens
import Earshot
import Foundation

/// The importer's goal (at least half xmllint's throughput) at 1k, 10k and 100k nodes: WebDriverAgent XML read into a document
/// (`ScreenImporter`: the input gate, the reader, the converter), next to `xmllint --noout`
/// reading the same file in the same run. xmllint (Debian's libxml2-utils) is libxml2 building
/// its tree, the field's standard; its figure includes starting the process, about a
/// millisecond, which is most of it at 1,000 nodes. Without xmllint on the PATH its benchmarks
/// are left out, with a line saying so.
func importBenchmarks() {
    let xmllint = programOnPath("xmllint")
    if xmllint == nil { print("xmllint is not on the PATH (Debian's libxml2-utils): its import benchmarks are left out") }
    for count in [1_000, 10_000, 100_000] {
        let configuration = Benchmark.Configuration(maxDuration: .seconds(10), maxIterations: count >= 100_000 ? 20 : 100)

        Benchmark("import: \(count) sibling nodes of WebDriverAgent XML into a document", configuration: configuration) { benchmark in
            let data = Screens.siblingsDump(count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try ScreenImporter.importScreen(data, format: .webDriverAgentXML, source: "bench.xml").document.nodes.count)
            }
            benchmark.stopMeasurement()
        }

        guard let xmllint else { continue }
        Benchmark("import: xmllint --noout on the same \(count)-node file", configuration: configuration) { benchmark in
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-benchmark-\(count)-\(getpid()).xml")
            try Screens.siblingsDump(count).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let process = Process()
                process.executableURL = xmllint
                process.arguments = ["--noout", file.path]
                try process.run()
                process.waitUntilExit()
                guard process.terminationStatus == 0 else {
                    throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: file.path])
                }
            }
            benchmark.stopMeasurement()
        }
    }
}

/// The first executable called `name` in the PATH's folders (as `ExternalProgram.find`, which is
/// not one of the package's products).
private func programOnPath(_ name: String) -> URL? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return folders.lazy.map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}
