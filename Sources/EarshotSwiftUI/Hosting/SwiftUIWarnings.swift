import Foundation

/// Warnings about SwiftUI code that is valid but questionable (duplicate ForEach ids, invalid
/// frame dimensions), logged as SwiftUI logs them, to standard error, instead of failing.
@MainActor
public enum SwiftUIWarnings {
    /// Every warning logged by this process, oldest first (for tests and tools).
    public private(set) static var logged: [String] = []

    static func log(_ message: String) {
        logged.append(message)
        FileHandle.standardError.write(Data("SwiftUI: \(message)\n".utf8))
    }

    /// Forgets the logged warnings.
    public static func clear() { logged.removeAll() }
}
