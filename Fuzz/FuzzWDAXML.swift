import Foundation
import ScreenImport

/// libFuzzer entry point: WebDriverAgent XML. Any input must end in a result or an ImportError.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWDAXML(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzImport(Data(bytes: data, count: size), format: .webDriverAgentXML)
    return 0
}
