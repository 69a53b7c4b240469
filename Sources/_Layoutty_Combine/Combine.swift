// Apple's Combine for the files `layoutty preview` compiles: `import Combine` reaches this
// module by `-module-alias`, and it brings OpenCombine under Combine's names — publishers,
// subjects, `@Published` and `ObservableObject`, `AnyCancellable` — with its Foundation parts as
// Apple names them on Linux: `DispatchQueue`, `RunLoop` and `OperationQueue` as schedulers,
// `NotificationCenter.publisher(for:)`, `Timer.publish(every:on:in:)`,
// `URLSession.dataTaskPublisher(for:)`.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation

// OpenCombine 0.14 lacks `combineLatest` and `merge`, which screens use: they are here
// (`CombineLatest.swift`, `Merge.swift`), written for this module.
