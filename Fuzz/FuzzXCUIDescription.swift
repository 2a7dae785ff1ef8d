import Foundation
import ScreenImport

/// libFuzzer entry point: XCUITest debugDescription text. Any input must end in a result or an
/// ImportError.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXCUIDescription(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzImport(Data(bytes: data, count: size), format: .xcuitestDescription)
    return 0
}
