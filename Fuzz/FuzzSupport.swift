import Foundation
import ScreenImport

/// Imports one fuzz input with the given format and with detection; an error that is not an
/// `ImportError` is a bug, so it traps for libFuzzer to record the input.
func fuzzImport(_ data: Data, format: ScreenInputFormat) {
    let limits = ImportLimits(maxBytes: 1 << 20, maxNodes: 20_000, maxDepth: 5_000)
    for choice in [format, nil] {
        do {
            _ = try ScreenImporter.importScreen(data, format: choice, source: "fuzz", limits: limits)
        } catch is ImportError {
            continue
        } catch {
            fatalError("not an ImportError: \(error)")
        }
    }
}
