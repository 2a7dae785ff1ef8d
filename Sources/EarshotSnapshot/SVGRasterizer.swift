import ExternalPrograms
import Foundation

/// Turns an SVG into a PNG with `rsvg-convert` (Debian's `librsvg2-bin`), run as a process so
/// Earshot builds and runs without it; only PNG output needs it.
public enum SVGRasterizer {
    public enum Failure: Error, CustomStringConvertible {
        case missingProgram
        case failed(status: Int32, message: String)

        public var description: String {
            switch self {
            case .missingProgram:
                return
                    "rsvg-convert was not found on PATH; PNG output needs it: install Debian's librsvg2-bin (apt-get install librsvg2-bin), or write .svg"
            case .failed(let status, let message):
                return "rsvg-convert failed (exit status \(status)): \(message)"
            }
        }
    }

    /// The PNG bytes of `svg`.
    public static func png(fromSVG svg: String) throws -> Data {
        guard let program = ExternalProgram.find("rsvg-convert") else { throw Failure.missingProgram }
        let result = try ExternalProgram.run(program, arguments: ["--format", "png"], input: Data(svg.utf8))
        guard result.status == 0 else {
            throw Failure.failed(status: result.status, message: String(decoding: result.stderr, as: UTF8.self))
        }
        return result.stdout
    }
}
