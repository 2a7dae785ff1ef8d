import Foundation
import ScreenImport

/// libFuzzer entry point: WebDriverAgent JSON. Any input must end in a result or an ImportError.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWDAJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzImport(Data(bytes: data, count: size), format: .webDriverAgentJSON)
    return 0
}
