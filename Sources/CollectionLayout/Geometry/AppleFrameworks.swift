// Attributes carry Core Graphics' and Core Animation's transforms (`CGAffineTransform`,
// `CATransform3D`): on Apple's platforms the SDK's modules, on Linux Layoutty's. The core's
// users get them with `import CollectionLayout`, as they get Foundation's geometry.
@_exported import CoreGraphics
@_exported import QuartzCore
