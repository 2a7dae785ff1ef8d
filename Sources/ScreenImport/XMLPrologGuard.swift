/// Refuses XML that could make the parser expand entities or fetch resources, before the parser
/// sees it.
///
/// WebDriverAgent never writes a DOCTYPE, so a DOCTYPE with an internal subset (where entities
/// are declared: the billion-laughs bomb) or an external identifier (`SYSTEM "file:///etc/passwd"`)
/// can only be an attack or a mistake. A bare `<!DOCTYPE name>` is allowed. Only the prolog (the part
/// before the root element) can hold a DOCTYPE, so only the prolog is scanned.
enum XMLPrologGuard {
    /// Throws `.unsafeXML` naming the DOCTYPE's place when the prolog declares entities or
    /// external resources.
    /// - Complexity: O(length of the prolog).
    static func check(_ input: ImportInput) throws {
        let bytes = input.bytes
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
                continue
            }
            guard byte == UInt8(ascii: "<") else { return }
            if matches(bytes, at: index, "<?") {
                guard let end = find(bytes, "?>", from: index + 2) else { return }
                index = end + 2
            } else if matches(bytes, at: index, "<!--") {
                guard let end = find(bytes, "-->", from: index + 4) else { return }
                index = end + 3
            } else if matchesIgnoringCase(bytes, at: index, "<!DOCTYPE") {
                try checkDoctype(bytes, at: index, input: input)
                return
            } else {
                return  // the root element: the prolog is over
            }
        }
    }

    private static func checkDoctype(_ bytes: [UInt8], at start: Int, input: ImportInput) throws {
        var index = start + 9
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                throw ImportError(
                    .unsafeXML, at: input.location(ofByteOffset: start),
                    "the XML declares a DOCTYPE with an internal subset (entity declarations); refused so that no entity is ever expanded (WebDriverAgent never writes one)"
                )
            } else if byte == UInt8(ascii: ">") {
                break
            }
            index += 1
        }
        let declaration = String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self).uppercased()
        if declaration.contains("SYSTEM") || declaration.contains("PUBLIC") {
            throw ImportError(
                .unsafeXML, at: input.location(ofByteOffset: start),
                "the XML's DOCTYPE names an external resource; refused so that nothing outside the input is ever read")
        }
    }

    private static func matches(_ bytes: [UInt8], at index: Int, _ text: String) -> Bool {
        let pattern = Array(text.utf8)
        guard index + pattern.count <= bytes.count else { return false }
        return bytes[index..<index + pattern.count].elementsEqual(pattern)
    }

    private static func matchesIgnoringCase(_ bytes: [UInt8], at index: Int, _ text: String) -> Bool {
        let pattern = Array(text.uppercased().utf8)
        guard index + pattern.count <= bytes.count else { return false }
        for offset in 0..<pattern.count {
            var byte = bytes[index + offset]
            if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") { byte -= 32 }
            if byte != pattern[offset] { return false }
        }
        return true
    }

    private static func find(_ bytes: [UInt8], _ text: String, from start: Int) -> Int? {
        let pattern = Array(text.utf8)
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0] && bytes[index..<index + pattern.count].elementsEqual(pattern) {
                return index
            }
            index += 1
        }
        return nil
    }
}
