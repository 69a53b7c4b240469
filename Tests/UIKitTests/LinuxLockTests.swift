import Foundation
import Testing
import _LayouttyPortRuntime

/// What a subclass of Foundation's lock inherits in a preview's copy (the port makes
/// `AtomicInt: NSLock` inherit `_LayouttyNSLock`): it locks as Foundation's does.
@Suite struct LinuxLockTests {
    /// RxSwift's shape: an integer guarded by the lock it is. Two threads adding 1,000 each
    /// under it end at 2,000; `try()` fails while it is held, a recursive lock is taken twice
    /// by one thread, and a condition signals its waiter.
    final class AtomicInt: _LayouttyNSLock, @unchecked Sendable {
        var value: Int32 = 0
        func add(_ amount: Int32) {
            lock()
            value += amount
            unlock()
        }
    }

    @Test func aSubclassLocksAsFoundationsLockDoes() async {
        let counter = AtomicInt()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<2 { group.addTask { for _ in 0..<1_000 { counter.add(1) } } }
        }
        #expect(counter.value == 2_000)
        counter.lock()
        let taken = await Task.detached { counter.try() }.value
        counter.unlock()
        #expect(!taken && counter.try())
        counter.unlock()

        let recursive = _LayouttyNSRecursiveLock()
        recursive.lock()
        #expect(recursive.try())
        recursive.unlock()
        recursive.unlock()

        let condition = _LayouttyNSCondition()
        condition.lock()
        Thread.detachNewThread {
            condition.lock()
            condition.signal()
            condition.unlock()
        }
        #expect(condition.wait(until: Date(timeIntervalSinceNow: 10)))
        condition.unlock()
    }
}
