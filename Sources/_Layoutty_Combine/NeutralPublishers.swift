import OpenCombine
import _LayouttyPortRuntime

// What a body of the app's left out of the preview answers where it returns a publisher
// (`_layouttyLeftOut`): one that never sends and never finishes, as a stand-in's service never
// answers — Topsify's load-state view builds its retry publisher in code that does not compile
// here, and every screen showing the view stopped without one.
extension AnyPublisher: _LayouttyNeutral {
    public static var neutral: AnyPublisher<Output, Failure> { Empty(completeImmediately: false).eraseToAnyPublisher() }
}
