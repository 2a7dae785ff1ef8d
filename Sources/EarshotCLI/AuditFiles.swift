import ArgumentParser
import Earshot

/// The audit's configuration and baseline files, read and written the same way by every command
/// that reports findings (`earshot audit`, `earshot explore`).
enum AuditFiles {
    /// The configuration file, or the defaults; a bad file is an error naming it (exit 1).
    static func configuration(_ path: String?, maximumBytes: Int, knownRules: Set<String>) throws -> AuditConfiguration {
        guard let path else { return AuditConfiguration() }
        do {
            let text = try ScreenLoader.readText(path: path, maximumBytes: maximumBytes)
            return try AuditConfiguration(yaml: text, file: path, knownRules: knownRules)
        } catch {
            Output.error(message(error, file: path))
            throw ExitCode.failure
        }
    }

    /// The baseline when the file exists; nil when there is none yet (it will be written).
    static func baseline(_ path: String?, maximumBytes: Int) throws -> AuditBaseline? {
        guard let path, FileManager.default.fileExists(atPath: path) else { return nil }
        do {
            let data = try ScreenLoader.readData(path: path, maximumBytes: maximumBytes)
            return try AuditBaseline(data: data, file: path)
        } catch {
            Output.error(message(error, file: path))
            throw ExitCode.failure
        }
    }

    /// The app's string tables at `path` (a folder or an `.xcstrings` catalog), when given.
    static func localizations(_ path: String?, sourceLanguage: String?) throws -> AppLocalizations? {
        guard let path else { return nil }
        do {
            return try AppLocalizations.load(path: path, sourceLanguage: sourceLanguage)
        } catch {
            Output.error(message(error, file: path))
            throw ExitCode.failure
        }
    }

    static func write(_ baseline: AuditBaseline, to path: String) throws {
        try OutputFile.write(baseline.data(), to: path)
        Output.note("wrote the baseline \(path) (\(baseline.entries.count) entries)")
    }

    /// An error's own description when it names its place, else "file: description".
    static func message(_ error: Error, file: String) -> String {
        let text = String(describing: error)
        return text.hasPrefix(file) ? text : "\(file): \(text)"
    }
}
