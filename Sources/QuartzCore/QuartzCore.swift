// Core Animation as Linux lacks it: layers with their geometry and tree, animations (kept, never
// run), transactions and 3-D transforms, in pure Swift. `import QuartzCore` brings Core
// Graphics, as on iOS.
@_exported import CoreGraphics
