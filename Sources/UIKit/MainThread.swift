import Foundation
import _LayouttyConsole

extension UICollectionView {
    /// Runs `work` on the main thread when the view is shown (its host draws on that thread) and
    /// another thread asked, and waits for it: UIKit's changes that reach the screen. A diffable
    /// data source may be applied from a background queue (UIKit allows it); a reload or an
    /// update from one (a network reply's closure) works on iOS too, under the Main Thread
    /// Checker's warning, which `checked` names. Done on the main thread, the screen's state never
    /// changes under a frame, and the app's closure carries on once it is done, as on iOS. A view
    /// no host shows (a test's, on any thread) does the work where it was asked.
    func onMainThreadIfShown(_ checked: String? = nil, _ work: () -> Void) {
        guard host != nil, !isOnMainQueue else { return work() }
        if let checked {
            Console.report([
                "\(checked) called on a background thread (iOS's Main Thread Checker reports it): done on the main thread"
            ])
        }
        DispatchQueue.main.sync(execute: work)
    }
}

/// Whether the caller is the main queue's: the main thread, or — in a program that called
/// `dispatchMain()`, as a test runner does — the worker thread running the main queue's work
/// (the main actor's), where a synchronous wait for the main queue would deadlock.
private var isOnMainQueue: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil }

/// Marks the main queue, once.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()
