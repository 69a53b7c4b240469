import Foundation

/// CATransformLayer.h: a layer that draws nothing of its own and keeps its sublayers'
/// 3D transforms apart (no flattening), as a calendar's or a card stack's item containers use.
/// Nothing is drawn in 3D here: the layer holds its sublayers as any other does.
open class CATransformLayer: CALayer {}
