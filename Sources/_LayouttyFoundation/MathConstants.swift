// <math.h>'s `MAXFLOAT`, which Swift imports on Apple's platforms and Glibc's module does not:
// apps size text with `CGSize(width: width, height: CGFloat(MAXFLOAT))`, and each such
// statement was left out of the preview ("cannot find 'MAXFLOAT' in scope", a news app's
// sidebar). `Float`, as Swift imports it.

public let MAXFLOAT: Float = .greatestFiniteMagnitude
