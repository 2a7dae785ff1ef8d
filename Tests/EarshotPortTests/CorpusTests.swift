import EarshotPort
import Foundation
import Testing

/// Real UIKit files from public repositories, kept out of the repository in the git-ignored
/// `Corpus/` folder at the package root (their code is not ours to commit); these tests run only
/// where that folder is present.
@Suite struct CorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpus")

    static var files: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
    }

    @Test(.enabled(if: !files.isEmpty, "the Corpus/ folder of real files is not present"))
    func everyRealFileLosesWhatLinuxCannotCompileAndPortsOnce() throws {
        for file in Self.files {
            let source = try String(contentsOf: file, encoding: .utf8)
            let once = try Porter.port(source, fileName: file.lastPathComponent)
            let reported = once.changes.map(\.message).filter { $0.hasPrefix("left as written") }
            // What remains of `#selector` and `@objc` is only what the porter reported leaving.
            let selectors = once.text.components(separatedBy: "#selector(").count - 1
            #expect(selectors == reported.filter { $0.contains("#selector") }.count, "\(file.lastPathComponent)")
            #expect(!once.text.contains("@objc"), "\(file.lastPathComponent)")
            #expect(!once.text.contains("import UIKit"), "\(file.lastPathComponent)")
            let twice = try Porter.port(once.text, fileName: file.lastPathComponent)
            #expect(twice.text == once.text, "\(file.lastPathComponent)")
        }
    }
}
