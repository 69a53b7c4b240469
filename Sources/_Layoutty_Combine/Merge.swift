import OpenCombine

extension Publishers {
    /// Every value of every upstream, as each arrives; finished when all have finished.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let publishers: [Upstream]
        public init(_ upstream: Upstream...) { publishers = upstream }
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let junction = Junction<Output, Failure>(
                subscriber, count: publishers.count, keepsEveryValue: true, endsWhenOneEndsEmpty: false
            ) { _, value in value as? Output }
            subscriber.receive(subscription: junction)
            if publishers.isEmpty { subscriber.receive(completion: .finished) }
            for (index, publisher) in publishers.enumerated() { junction.attach(publisher, at: index) }
        }

        public func merge(with other: Upstream) -> MergeMany<Upstream> { MergeMany(publishers + [other]) }
    }

    public struct Merge<A: Publisher, B: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany(a.eraseToAnyPublisher(), b.eraseToAnyPublisher()).receive(subscriber: subscriber)
        }
    }

    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
        public typealias Output = A.Output
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
            MergeMany(a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher())
                .receive(subscriber: subscriber)
        }
    }

    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where
        A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
        C.Failure == D.Failure, C.Output == D.Output
    {
        public typealias Output = A.Output
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
            MergeMany(
                a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher()
            ).receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where Failure == P.Failure, Output == P.Output {
        Publishers.Merge(self, other)
    }

    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
        Publishers.Merge3(self, b, c)
    }

    public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D)
        -> Publishers.Merge4<Self, B, C, D>
    where
        Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
        C.Failure == D.Failure, C.Output == D.Output
    {
        Publishers.Merge4(self, b, c, d)
    }

    public func merge(with other: Self) -> Publishers.MergeMany<Self> { Publishers.MergeMany(self, other) }
}
