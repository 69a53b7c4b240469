import AppKit

/// A pod that cannot build on Linux (it imports AppKit): it stands in, and the others build.
public enum Confetti {
    public static func celebrate(in view: NSView) {}
}
