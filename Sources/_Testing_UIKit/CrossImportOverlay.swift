// Swift Testing declares a cross-import overlay, `_Testing_UIKit`, that the compiler loads
// wherever a file imports both `Testing` and a module named `UIKit` (on Apple's systems it adds
// image attachments). Linux's toolchain does not ship it, so without this empty module every
// test file importing Testing and Layoutty's UIKit failed with "no such module
// '_Testing_UIKit'" — swift-snapshot-testing's own sources among them, whenever UIKit happened
// to be built first. The UIKit module depends on it, so it is always there beside UIKit.
