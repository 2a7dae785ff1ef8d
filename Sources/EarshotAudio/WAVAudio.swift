import Foundation

/// Mono 16-bit PCM audio at `sampleRate`, and its WAV file bytes. Earshot renders speech at
/// espeak-ng's own rate, 22,050 Hz, so nothing is resampled.
public struct WAVAudio: Sendable, Equatable {
    public static let sampleRate = 22_050

    public var samples: [Int16]

    public init(samples: [Int16] = []) {
        self.samples = samples
    }

    /// The length in seconds.
    public var seconds: Double { Double(samples.count) / Double(Self.sampleRate) }

    /// How many samples `duration` lasts, rounded to the nearest.
    public static func sampleCount(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        let exact = (Double(seconds) + Double(attoseconds) / 1e18) * Double(sampleRate)
        return max(0, Int(exact.rounded()))
    }

    /// A RIFF/WAVE file: PCM, 1 channel, 22,050 Hz, 16 bits.
    public var wavData: Data {
        var data = Data()
        let byteCount = samples.count * 2
        func append32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        func append16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        data.append(contentsOf: Array("RIFF".utf8))
        append32(UInt32(36 + byteCount))
        data.append(contentsOf: Array("WAVEfmt ".utf8))
        append32(16)
        append16(1)  // PCM
        append16(1)  // mono
        append32(UInt32(Self.sampleRate))
        append32(UInt32(Self.sampleRate * 2))
        append16(2)
        append16(16)
        data.append(contentsOf: Array("data".utf8))
        append32(UInt32(byteCount))
        data.reserveCapacity(44 + byteCount)
        for sample in samples { append16(UInt16(bitPattern: sample)) }
        return data
    }

    /// The samples of a 16-bit mono WAV (as espeak-ng writes it), or nil when it is not one.
    /// The data chunk's size is ignored, since a program writing to a pipe cannot fill it in.
    public init?(wavData data: Data) {
        let bytes = [UInt8](data)
        guard bytes.count >= 12, Array(bytes[0..<4]) == Array("RIFF".utf8), Array(bytes[8..<12]) == Array("WAVE".utf8) else { return nil }
        func read32(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24 }
        func read16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        var position = 12
        var format: (channels: Int, rate: Int, bits: Int)?
        while position + 8 <= bytes.count {
            let id = String(decoding: bytes[position..<position + 4], as: UTF8.self)
            let size = read32(position + 4)
            let body = position + 8
            if id == "fmt ", body + 16 <= bytes.count {
                format = (read16(body + 2), read32(body + 4), read16(body + 14))
            } else if id == "data" {
                guard let format, format.channels == 1, format.bits == 16, format.rate == Self.sampleRate else { return nil }
                var samples: [Int16] = []
                samples.reserveCapacity((bytes.count - body) / 2)
                var index = body
                while index + 1 < bytes.count {
                    samples.append(Int16(bitPattern: UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8))
                    index += 2
                }
                self.samples = samples
                return
            }
            guard size >= 0, size < Int(Int32.max) else { return nil }
            position = body + size + (size & 1)
        }
        return nil
    }

    /// Adds `other` starting at sample `offset`, growing as needed, clipping at the limits.
    public mutating func mix(_ other: [Int16], at offset: Int) {
        guard offset >= 0 else { return }
        if samples.count < offset + other.count {
            samples.append(contentsOf: repeatElement(0, count: offset + other.count - samples.count))
        }
        for (index, sample) in other.enumerated() {
            let sum = Int(samples[offset + index]) + Int(sample)
            samples[offset + index] = Int16(clamping: sum)
        }
    }
}
