// AudioToolbox as screens call it: system sounds and the vibration a button plays. A terminal
// plays neither; each call returns at once (a completion is called, as when the sound ends).
@_exported import CoreGraphics
@_exported import Foundation

public typealias SystemSoundID = UInt32
public let kSystemSoundID_Vibrate: SystemSoundID = 4095
public let kAudioServicesNoError: OSStatus = 0

public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {}
public func AudioServicesPlaySystemSoundWithCompletion(
    _ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?
) { inCompletionBlock?() }
public func AudioServicesPlayAlertSoundWithCompletion(
    _ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?
) { inCompletionBlock?() }
/// Gives a sound an identifier, as iOS does for a file it can read (none is read here).
public func AudioServicesCreateSystemSoundID(
    _ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>
) -> OSStatus {
    outSystemSoundID.pointee = 1
    return kAudioServicesNoError
}
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus { kAudioServicesNoError }
