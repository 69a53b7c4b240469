/// The Objective-C runtime's autorelease pool block (`ObjectiveC.autoreleasepool`), which code
/// processing images in a loop wraps its body in. Swift on Linux counts references with no
/// autorelease pool, so the body simply runs: what it makes is freed as it goes, as the pool
/// would free it at the end of each pass.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
