import EarshotUIKit

/// Writes ordered, pretty JSON for the exporters (transcripts and run logs, in ScreenExport), on top
/// of the screen-file JSON writer so every JSON Earshot prints is spelled the same way.
package struct JSONOutput {
    package init() {}

    private var builder = ScreenFileTreeBuilder()
    private let here = ScreenFilePosition.start

    /// Opens an object, as a member named `key` when inside an object.
    package mutating func beginObject(_ key: String? = nil) {
        if let key { builder.key(key, at: here) }
        builder.beginObject(at: here)
    }

    /// Opens an array, as a member named `key` when inside an object.
    package mutating func beginArray(_ key: String? = nil) {
        if let key { builder.key(key, at: here) }
        builder.beginArray(at: here)
    }

    /// Closes the innermost object or array.
    package mutating func end() { builder.end() }

    /// A string member (null when nil); `key` nil inside an array.
    package mutating func string(_ key: String?, _ value: String?) {
        if let key { builder.key(key, at: here) }
        builder.scalar(value.map { .string($0) } ?? .null, at: here)
    }

    package mutating func bool(_ key: String?, _ value: Bool) {
        if let key { builder.key(key, at: here) }
        builder.scalar(.bool(value), at: here)
    }

    package mutating func integer(_ key: String?, _ value: Int) {
        if let key { builder.key(key, at: here) }
        builder.scalar(.number(Double(value)), at: here)
    }

    /// An array of coordinates, rounded to hundredths of a point (non-finite becomes 0) so output
    /// is stable.
    package mutating func coordinates(_ key: String, _ values: [CGFloat]) {
        beginArray(key)
        for value in values {
            builder.scalar(.number(value.reportedCoordinate), at: here)
        }
        end()
    }

    package mutating func strings(_ key: String, _ values: [String]) {
        beginArray(key)
        for value in values { string(nil, value) }
        end()
    }

    /// The finished document, ending with a newline.
    package var text: String { builder.tree.jsonText() + "\n" }
}
