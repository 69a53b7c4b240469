import OpenCombine

extension Publishers {
    /// The newest value of each of two publishers, once both have sent one, each time either sends.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var latest: [Any?] = [nil, nil]
            let junction = Junction<Output, Failure>(
                subscriber, count: 2, keepsEveryValue: false, endsWhenOneEndsEmpty: true
            ) { index, value in
                latest[index] = value
                guard let first = latest[0] as? A.Output, let second = latest[1] as? B.Output else { return nil }
                return (first, second)
            }
            subscriber.receive(subscription: junction)
            junction.attach(a, at: 0)
            junction.attach(b, at: 1)
        }
    }

    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatest(CombineLatest(a, b), c).map { ($0.0.0, $0.0.1, $0.1) }.receive(subscriber: subscriber)
        }
    }

    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public let d: D
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatest(CombineLatest(a, b), CombineLatest(c, d)).map { ($0.0.0, $0.0.1, $0.1.0, $0.1.1) }
                .receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T>
    where Failure == P.Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
        -> Publishers.CombineLatest3<Self, P, Q>
    where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    public func combineLatest<P: Publisher, Q: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
    where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
    }

    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R
    )
        -> Publishers.CombineLatest4<Self, P, Q, R>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    }

    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R,
        _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3).map(transform)
    }
}
