/// The writing system a letter belongs to: the one table of scripts, for the auditor's
/// label-script check (catalogue idea 7) and the importers' guess of a dump's language. Only the
/// scripts of the languages VoiceOver speaks are named; other letters have no script here.
package enum WritingScript: String, Hashable, Sendable, CaseIterable {
    case latin = "Latin"
    case greek = "Greek"
    case cyrillic = "Cyrillic"
    case armenian = "Armenian"
    case hebrew = "Hebrew"
    case arabic = "Arabic"
    case devanagari = "Devanagari"
    case bengali = "Bengali"
    case tamil = "Tamil"
    case thai = "Thai"
    case georgian = "Georgian"
    case hangul = "Hangul"
    case hiragana = "Hiragana"
    case katakana = "Katakana"
    case han = "Han"

    /// The script of a letter, or nil for digits, punctuation, symbols and unlisted scripts.
    package init?(_ scalar: Unicode.Scalar) {
        // ASCII's only alphabetic characters are A–Z and a–z: answered without Unicode's tables,
        // since most labels are ASCII.
        if scalar.isASCII {
            guard (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value) else { return nil }
            self = .latin
            return
        }
        guard scalar.properties.isAlphabetic else { return nil }
        let value = scalar.value
        switch value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF, 0xFF21...0xFF3A, 0xFF41...0xFF5A:
            self = .latin
        case 0x370...0x3FF, 0x1F00...0x1FFF: self = .greek
        case 0x400...0x52F, 0x2DE0...0x2DFF, 0xA640...0xA69F: self = .cyrillic
        case 0x530...0x58F: self = .armenian
        case 0x590...0x5FF, 0xFB1D...0xFB4F: self = .hebrew
        case 0x600...0x6FF, 0x750...0x77F, 0x8A0...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: self = .arabic
        case 0x900...0x97F: self = .devanagari
        case 0x980...0x9FF: self = .bengali
        case 0xB80...0xBFF: self = .tamil
        case 0xE00...0xE7F: self = .thai
        case 0x10A0...0x10FF: self = .georgian
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: self = .hangul
        case 0x3040...0x309F: self = .hiragana
        case 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: self = .katakana
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: self = .han
        default: return nil
        }
    }

    /// The scripts a language is written in, by its BCP 47 tag (a script subtag wins: `sr-Latn`),
    /// or nil when the language is not listed (then nothing is checked).
    package static func expected(forLanguage tag: String) -> Set<WritingScript>? {
        let parts = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        guard let primary = parts.first else { return nil }
        if let scriptTag = parts.dropFirst().first(where: { $0.count == 4 && $0.allSatisfy(\.isLetter) }) {
            switch scriptTag {
            case "latn": return [.latin]
            case "cyrl": return [.cyrillic]
            case "arab": return [.arabic]
            case "hans", "hant", "hani": return [.han]
            case "jpan": return [.han, .hiragana, .katakana]
            case "kore": return [.hangul, .han]
            default: break
            }
        }
        switch primary {
        case "en", "de", "fr", "es", "it", "pt", "nl", "sv", "da", "nb", "nn", "no", "fi", "pl", "cs", "sk",
            "sl", "hr", "hu", "ro", "tr", "id", "ms", "vi", "ca", "eu", "gl", "et", "lv", "lt", "is", "ga",
            "cy", "sq", "af", "sw", "tl", "fil":
            return [.latin]
        case "ru", "uk", "be", "bg", "mk", "kk", "ky", "mn", "tg": return [.cyrillic]
        case "sr": return [.cyrillic, .latin]
        case "el": return [.greek]
        case "hy": return [.armenian]
        case "he", "iw", "yi": return [.hebrew]
        case "ar", "fa", "ur", "ps": return [.arabic]
        case "hi", "mr", "ne": return [.devanagari]
        case "bn": return [.bengali]
        case "ta": return [.tamil]
        case "th": return [.thai]
        case "ka": return [.georgian]
        case "ko": return [.hangul, .han]
        case "ja": return [.han, .hiragana, .katakana]
        case "zh", "yue", "cmn": return [.han]
        default: return nil
        }
    }

    /// How many letters of each listed script `text` holds.
    package static func census(of text: String) -> [WritingScript: Int] {
        var counts: [WritingScript: Int] = [:]
        for scalar in text.unicodeScalars {
            if let script = WritingScript(scalar) { counts[script, default: 0] += 1 }
        }
        return counts
    }
}
