import Foundation
import OpenCombine

/// What `combineLatest` and `merge` share, which OpenCombine 0.14 lacks: a subscription to several
/// upstreams at once, each asked for everything, whose values become the downstream's through
/// `arrive` (a merge passes each on; a combination waits for one of each). What the downstream has
/// not asked for yet waits: every value for a merge, the newest combination for the other.
final class Junction<Output, Failure: Error>: Subscription, @unchecked Sendable {
    /// What an upstream's value makes: a value to send, or nothing yet.
    typealias Arrival = (_ index: Int, _ value: Any) -> Output?

    private let lock = NSRecursiveLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var upstreams: [Subscription?]
    private var finished: [Bool]
    private var demand = Subscribers.Demand.none
    private var waiting: [Output] = []
    private let keepsEveryValue: Bool
    private let arrive: Arrival
    /// Whether an upstream that finishes having sent nothing ends the whole (a combination).
    private let endsWhenOneEndsEmpty: Bool
    private var sent: [Bool]
    /// Every upstream is done: the downstream finishes once what waits is sent.
    private var ending = false

    init<S: Subscriber>(
        _ subscriber: S, count: Int, keepsEveryValue: Bool, endsWhenOneEndsEmpty: Bool, arrive: @escaping Arrival
    ) where S.Input == Output, S.Failure == Failure {
        downstream = AnySubscriber(subscriber)
        upstreams = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
        sent = Array(repeating: false, count: count)
        self.keepsEveryValue = keepsEveryValue
        self.endsWhenOneEndsEmpty = endsWhenOneEndsEmpty
        self.arrive = arrive
    }

    /// Subscribes to `publisher` as upstream `index`.
    func attach<P: Publisher>(_ publisher: P, at index: Int) where P.Failure == Failure {
        publisher.subscribe(
            AnySubscriber<P.Output, Failure>(
                receiveSubscription: { [weak self] subscription in self?.received(subscription, at: index) },
                receiveValue: { [weak self] value in
                    self?.received(value, at: index)
                    return .none
                },
                receiveCompletion: { [weak self] completion in self?.received(completion, at: index) }))
    }

    func request(_ more: Subscribers.Demand) {
        lock.lock()
        defer { lock.unlock() }
        demand += more
        flush()
    }

    func cancel() {
        lock.lock()
        let subscriptions = upstreams
        upstreams = upstreams.map { _ in nil }
        downstream = nil
        waiting = []
        lock.unlock()
        for subscription in subscriptions { subscription?.cancel() }
    }

    private func received(_ subscription: Subscription, at index: Int) {
        lock.lock()
        guard downstream != nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstreams[index] = subscription
        lock.unlock()
        subscription.request(.unlimited)
    }

    private func received(_ value: Any, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard downstream != nil else { return }
        sent[index] = true
        guard let output = arrive(index, value) else { return }
        if keepsEveryValue { waiting.append(output) } else { waiting = [output] }
        flush()
    }

    private func received(_ completion: Subscribers.Completion<Failure>, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard let downstream else { return }
        finished[index] = true
        upstreams[index] = nil
        switch completion {
        case .failure:
            let others = upstreams
            end()
            for subscription in others { subscription?.cancel() }
            downstream.receive(completion: completion)
        case .finished:
            // What waits is sent first, as the downstream asks for it; then the end.
            if finished.allSatisfy({ $0 }) || (endsWhenOneEndsEmpty && !sent[index]) {
                ending = true
                flush()
            }
        }
    }

    private func end() {
        downstream = nil
        upstreams = upstreams.map { _ in nil }
        waiting = []
    }

    /// Sends what waits while the downstream asks for more (under the lock, which is
    /// recursive: a subscriber may ask again from within its `receive`).
    private func flush() {
        while demand > 0, !waiting.isEmpty, let downstream {
            let next = waiting.removeFirst()
            demand -= 1
            demand += downstream.receive(next)
        }
        guard ending, waiting.isEmpty, let downstream else { return }
        let others = upstreams
        end()
        for subscription in others { subscription?.cancel() }
        downstream.receive(completion: .finished)
    }
}
