import UIKit

// Foundation's key-value observing publisher (`object.publisher(for: \.name)`), which Apple's
// Foundation gives with Combine. Linux has no key-value observing: like UIKit's `observe(_:)`
// here, it reports what iOS reports of a value nobody changes — with `.initial` (the default)
// the value once, at once; nothing after, and it never finishes.

extension _KeyValueCodingAndObserving {
    public func publisher<Value>(
        for keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [.initial, .new]
    ) -> AnyPublisher<Value, Never> {
        let never = Empty<Value, Never>(completeImmediately: false)
        guard options.contains(.initial) else { return never.eraseToAnyPublisher() }
        return never.prepend(self[keyPath: keyPath]).eraseToAnyPublisher()
    }
}
