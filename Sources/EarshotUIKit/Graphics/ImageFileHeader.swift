import Foundation

/// The pixel size an image file's header declares (PNG, JPEG, GIF), read without decoding the
/// pixels: Earshot keeps no bitmaps, but `UIImage(contentsOfFile:)`, `UIImage(data:)` and a bundle
/// file found by `UIImage(named:)` answer the size the file has, as on iOS, and nil for data that
/// is no image.
package enum ImageFileHeader {
    /// The width and height in pixels, or nil when `data` is not a PNG, JPEG or GIF whose header
    /// holds them.
    /// - Complexity: O(m) for a JPEG, m its segments before the frame header; O(1) otherwise.
    package static func pixelSize(of data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(maximumHeaderLength))
        if let size = png(bytes) ?? gif(bytes) { return size }
        return jpeg(data)
    }

    /// The header bytes looked at for PNG and GIF.
    private static let maximumHeaderLength = 32

    /// PNG: the signature, then the IHDR chunk's width and height (big-endian) at bytes 16 and 20.
    private static func png(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        return positive(bigEndian(bytes, at: 16, count: 4), bigEndian(bytes, at: 20, count: 4))
    }

    /// GIF: "GIF87a" or "GIF89a", then the logical screen's width and height (little-endian).
    private static func gif(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 10, bytes[0..<6].elementsEqual("GIF87a".utf8) || bytes[0..<6].elementsEqual("GIF89a".utf8) else {
            return nil
        }
        return positive(Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
    }

    /// JPEG: the start-of-image marker, then segments until a start-of-frame marker (C0–CF but
    /// C4, C8 and CC), whose height and width follow its length and precision. An orientation
    /// recorded in EXIF is not applied.
    private static func jpeg(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data)
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 4 <= bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF {  // fill byte
                index += 1
                continue
            }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) {  // no length
                index += 2
                continue
            }
            let length = bigEndian(bytes, at: index + 2, count: 2)
            guard length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard index + 9 <= bytes.count else { return nil }
                return positive(bigEndian(bytes, at: index + 7, count: 2), bigEndian(bytes, at: index + 5, count: 2))
            }
            index += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], at index: Int, count: Int) -> Int {
        bytes[index..<index + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func positive(_ width: Int, _ height: Int) -> (width: Int, height: Int)? {
        width > 0 && height > 0 ? (width, height) : nil
    }
}
