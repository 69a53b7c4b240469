// Core Animation as Linux lacks it: layers with their geometry and tree, animations (kept, never
// run), transactions and 3-D transforms, in pure Swift. `import QuartzCore` brings Core
// Graphics, as on iOS.
@_exported import CoreGraphics
// Key-value coding's container classes (a layer's or animation's `setValue(_:forKey:)`), which
// Apple's Foundation gives and Linux's does not.
@_exported import _LayouttyFoundation
