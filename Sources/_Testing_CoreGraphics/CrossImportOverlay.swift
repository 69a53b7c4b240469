// Swift Testing's cross-import overlay for a module named `CoreGraphics` (on Apple's systems it
// adds image attachments), which Linux's toolchain does not ship: without this empty module a
// test file importing Testing and anything that brings Layoutty's CoreGraphics stops at "no
// such module '_Testing_CoreGraphics'". The same story as `_Testing_UIKit`; CoreGraphics
// depends on it, so it is always there beside it.
