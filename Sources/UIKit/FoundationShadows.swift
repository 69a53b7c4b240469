import _LayouttyFoundation

// Foundation's types that Linux's Foundation declares with every initializer unavailable and
// Layoutty's Foundation additions declare whole. Named here, as UIKit re-exports both modules:
// a declaration in UIKit shadows Foundation's (UIKit imports it), where two re-exported
// modules' declarations of one name would be ambiguous in the user's file.
public typealias NSExpression = _LayouttyFoundation.NSExpression
public typealias DateComponentsFormatter = _LayouttyFoundation.DateComponentsFormatter
public typealias MeasurementFormatter = _LayouttyFoundation.MeasurementFormatter
