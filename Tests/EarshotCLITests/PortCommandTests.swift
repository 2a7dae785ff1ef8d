import Foundation
import Testing

/// `earshot port` through the built binary (docs/port.md).
@Suite("earshot port")
struct PortCommandTests {
    private let screen = """
        import UIKit

        class LoginViewController: UIViewController {
            @IBOutlet weak var button: UIButton!

            override func viewDidLoad() {
                super.viewDidLoad()
                button.addTarget(self, action: #selector(logIn(_:)), for: .touchUpInside)
            }

            @objc func logIn(_ sender: UIButton) {}
        }

        """

    private let ported = """
        import Earshot

        class LoginViewController: UIViewController {
            weak var button: UIButton!

            override func viewDidLoad() {
                super.viewDidLoad()
                button.addTarget(self, action: LoginViewController.logIn(_:), for: .touchUpInside)
            }

            func logIn(_ sender: UIButton) {}
        }

        """

    @Test func outputWritesTheFolderAndPrintsEachChangeWithItsLine() throws {
        let source = try CommandRunner.temporaryFile(named: "Login.swift", contents: screen)
        defer { CommandRunner.removeTemporaryFile(source) }
        let folder = source.deletingLastPathComponent().appendingPathComponent("Ported/Deeper")
        let result = try CommandRunner.run(["port", source.path, "--output", folder.path])
        #expect(result.exitCode == 0)
        #expect(
            result.stdout == """
                \(source.path):1: `import UIKit` → `import Earshot`
                \(source.path):4: dropped `@IBOutlet`
                \(source.path):8: `#selector(logIn(_:))` → `LoginViewController.logIn(_:)`
                \(source.path):11: dropped `@objc`

                """)
        #expect(try String(contentsOf: folder.appendingPathComponent("Login.swift"), encoding: .utf8) == ported)
        // The input is never touched without --in-place.
        #expect(try String(contentsOf: source, encoding: .utf8) == screen)
    }

    @Test func inPlaceRewritesAndASecondRunChangesNothing() throws {
        let source = try CommandRunner.temporaryFile(named: "Login.swift", contents: screen)
        defer { CommandRunner.removeTemporaryFile(source) }
        let first = try CommandRunner.run(["port", source.path, "--in-place"])
        #expect(first.exitCode == 0)
        #expect(try String(contentsOf: source, encoding: .utf8) == ported)
        let second = try CommandRunner.run(["port", source.path, "--in-place"])
        #expect(second.exitCode == 0)
        #expect(second.stdout.isEmpty)
        #expect(try String(contentsOf: source, encoding: .utf8) == ported)
    }

    @Test func neitherOutputNorInPlaceIsWrongUsage() throws {
        let source = try CommandRunner.temporaryFile(named: "Login.swift", contents: screen)
        defer { CommandRunner.removeTemporaryFile(source) }
        let result = try CommandRunner.run(["port", source.path])
        #expect(result.exitCode == 64)
        #expect(result.stderr.contains("--output DIR, or --in-place"))
        #expect(try String(contentsOf: source, encoding: .utf8) == screen)
    }

    @Test func unparsableInputNamesTheFileAndWritesNothing() throws {
        let good = try CommandRunner.temporaryFile(named: "Good.swift", contents: screen)
        defer { CommandRunner.removeTemporaryFile(good) }
        let bad = good.deletingLastPathComponent().appendingPathComponent("Bad.swift")
        try Data("class A {\n    func f( {\n}\n".utf8).write(to: bad)
        let folder = good.deletingLastPathComponent().appendingPathComponent("out")
        let result = try CommandRunner.run(["port", good.path, bad.path, "--output", folder.path])
        #expect(result.exitCode == 1)
        #expect(result.stderr.hasPrefix("earshot: error: \(bad.path):2:"))
        #expect(result.stderr.contains("not Swift the parser understands"))
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test(arguments: ["missing.swift", "folder"])
    func unreadableInputIsAnErrorNamingIt(_ name: String) throws {
        let anchor = try CommandRunner.temporaryFile(named: "Anchor.swift", contents: "")
        defer { CommandRunner.removeTemporaryFile(anchor) }
        let path = anchor.deletingLastPathComponent().appendingPathComponent(name)
        if name == "folder" { try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true) }
        let result = try CommandRunner.run(["port", path.path, "--in-place"])
        #expect(result.exitCode == 1)
        #expect(result.stderr.hasPrefix("earshot: error: \(path.path): "))
    }

    @Test func outputNeverOverwritesAnInput() throws {
        let source = try CommandRunner.temporaryFile(named: "Login.swift", contents: screen)
        defer { CommandRunner.removeTemporaryFile(source) }
        let result = try CommandRunner.run(["port", source.path, "--output", source.deletingLastPathComponent().path])
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("use --in-place"))
        #expect(try String(contentsOf: source, encoding: .utf8) == screen)
    }
}
