import Foundation

// The port's delegate (NSPort.h): `handle(_:)` is optional in Apple's Foundation and a plain
// requirement in swift-corelibs-foundation; a delegate without it is sent nothing.

extension PortDelegate {
    public func handle(_ message: PortMessage) {}
}
