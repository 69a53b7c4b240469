import Foundation
import Testing
import UIKit
import _LayouttyConsole
import _LayouttyPortRuntime
import _Layoutty_AVKit
import _Layoutty_Combine
import _Layoutty_CommonCrypto
import _Layoutty_Contacts
import _Layoutty_CoreHaptics
import _Layoutty_CoreImage
import _Layoutty_CoreMotion
import _Layoutty_CryptoKit
import _Layoutty_LinkPresentation
import _Layoutty_LocalAuthentication
import _Layoutty_MapKit
import _Layoutty_MediaPlayer
import _Layoutty_MessageUI
import _Layoutty_MobileCoreServices
import _Layoutty_Network
import _Layoutty_NetworkExtension
import _Layoutty_PhotosUI
import _Layoutty_QuickLook
import _Layoutty_SafariServices
import _Layoutty_Security
import _Layoutty_StoreKit
import _Layoutty_SystemConfiguration
import _Layoutty_UniformTypeIdentifiers
import _Layoutty_UserNotifications
import _Layoutty_WebKit

@testable import _Layoutty_os

/// Apple's frameworks beside UIKit, as a screen's code meets them (`import Combine`, `OSLog`,
/// `StoreKit` in a preview reach these modules).
@Suite struct AppleFrameworksTests {
    /// Collects what a publisher sends, asking `demand` at a time (nil: everything at once).
    final class Recorder<Input, Failure: Error>: Subscriber {
        var values: [Input] = []
        var completion: Subscribers.Completion<Failure>?
        var subscription: Subscription?
        let demand: Int?
        init(demand: Int? = nil) { self.demand = demand }
        func receive(subscription: Subscription) {
            self.subscription = subscription
            subscription.request(demand.map { .max($0) } ?? .unlimited)
        }
        func receive(_ input: Input) -> Subscribers.Demand {
            values.append(input)
            return .none
        }
        func receive(completion: Subscribers.Completion<Failure>) { self.completion = completion }
    }

    struct Broken: Error, Equatable {}

    /// What a left-out body answers where it returns publishers (Topsify's view models'
    /// `transform`, a tuple of two): each a publisher that never sends and never finishes, as a
    /// stood-in service never answers; a tuple's parts each their own neutral value.
    @Test func aLeftOutBodysPublishersNeverSend() {
        let (album, state): (AnyPublisher<Int, Never>, AnyPublisher<String, Never>) = _layouttyLeftOut("Album.swift:9")
        let (title, count, retry): (String, Int, AnyPublisher<Void, Never>) = _layouttyLeftOut("Album.swift:12")
        var heard: [String] = []
        let kept = [
            album.sink(receiveCompletion: { _ in heard.append("done") }, receiveValue: { heard.append("\($0)") }),
            state.sink { heard.append($0) }, retry.sink { heard.append("retry") }
        ]
        #expect(heard.isEmpty && title == "" && count == 0 && kept.count == 3)
    }

    /// A left-out body answering a labelled tuple of four to six parts (CloudFeed's media search:
    /// `(metadatas: [Metadata]?, added:, updated:, deleted:)`) answers each part's neutral value;
    /// tuples stopped at three, and the screen could not be made.
    @Test func aLeftOutBodysLongerTuplesAreEachPartsNeutralValue() async {
        func search() async -> (metadatas: [Int]?, added: [Int], updated: [Int], deleted: [Int]) {
            _layouttyLeftOut("MediaViewModel.swift:659")
        }
        let found = await search()
        #expect(found.metadatas == nil && found.added.isEmpty && found.updated.isEmpty && found.deleted.isEmpty)
        let six: (String, Int, Bool, [Int], Double, String?) = _layouttyLeftOut("Six.swift:1")
        #expect(six.0 == "" && six.1 == 0 && !six.2 && six.3.isEmpty && six.4 == 0 && six.5 == nil)
    }

    /// A left-out body answering an enum of the app's that lists its cases (a protocol stub's
    /// `cachePolicy: CachePolicy`, TBA's settings screen) answers its first case; before, the
    /// preview stopped ("no CachePolicy stands in for what it answers").
    @Test func aLeftOutBodyAnswersAnEnumsFirstCase() {
        enum CachePolicy: String, CaseIterable { case `default`, bypass }
        let policy: CachePolicy = _layouttyLeftOut("TBAAPIProtocol")
        #expect(policy == .default)
    }

    /// `combineLatest` (which OpenCombine lacks) sends nothing until both have sent, then the
    /// newest of each whenever either sends; it finishes when both have.
    @Test func combineLatestSendsTheNewestOfEachOnceBothHaveSent() {
        let numbers = PassthroughSubject<Int, Never>()
        let names = PassthroughSubject<String, Never>()
        let recorder = Recorder<(Int, String), Never>()
        numbers.combineLatest(names).subscribe(recorder)
        numbers.send(1)
        #expect(recorder.values.isEmpty)
        names.send("a")
        numbers.send(2)
        names.send("b")
        #expect(recorder.values.map { "\($0.0)\($0.1)" } == ["1a", "2a", "2b"])
        numbers.send(completion: .finished)
        #expect(recorder.completion == nil)
        names.send("c")
        names.send(completion: .finished)
        #expect(recorder.values.map { "\($0.0)\($0.1)" } == ["1a", "2a", "2b", "2c"])
        #expect(recorder.completion == .finished)
    }

    /// Three and four publishers, and a transform; one failing fails the whole and cancels the
    /// rest (what it sends afterwards is not heard); one finishing without a value ends it.
    @Test func combineLatestOfMoreFailsWithTheFirstFailure() {
        let a = CurrentValueSubject<Int, Broken>(1)
        let b = CurrentValueSubject<Int, Broken>(10)
        let c = CurrentValueSubject<Int, Broken>(100)
        let sums = Recorder<Int, Broken>()
        a.combineLatest(b, c) { $0 + $1 + $2 }.subscribe(sums)
        b.send(20)
        #expect(sums.values == [111, 121])
        b.send(completion: .failure(Broken()))
        c.send(200)
        #expect(sums.values == [111, 121] && sums.completion == .failure(Broken()))

        let four = Recorder<(Int, Int, Int, Int), Never>()
        Just(1).combineLatest(Just(2), Just(3), Just(4)).subscribe(four)
        #expect(four.values.map { [$0.0, $0.1, $0.2, $0.3] } == [[1, 2, 3, 4]] && four.completion == .finished)

        let never = Recorder<(Int, Int), Never>()
        Just(1).combineLatest(Empty<Int, Never>()).subscribe(never)
        #expect(never.values.isEmpty && never.completion == .finished)
    }

    /// `merge` passes every value of each on as it arrives, in order; values a subscriber has
    /// not asked for wait, none lost; it finishes when all have.
    @Test func mergeKeepsEveryValueUntilAskedFor() {
        let left = PassthroughSubject<Int, Never>()
        let right = PassthroughSubject<Int, Never>()
        let all = Recorder<Int, Never>()
        left.merge(with: right).subscribe(all)
        left.send(1)
        right.send(2)
        left.send(3)
        left.send(completion: .finished)
        #expect(all.values == [1, 2, 3] && all.completion == nil)
        right.send(completion: .finished)
        #expect(all.completion == .finished)

        let slow = Recorder<Int, Never>(demand: 1)
        Publishers.MergeMany([1, 2, 3].map { Just($0) }).subscribe(slow)
        #expect(slow.values == [1])
        slow.subscription?.request(.max(2))
        #expect(slow.values == [1, 2, 3] && slow.completion == .finished)

        let three = Recorder<Int, Never>()
        Just(1).merge(with: Just(2), Just(3)).subscribe(three)
        #expect(three.values == [1, 2, 3] && three.completion == .finished)
    }

    /// `@Published` and `sink`, as a view model publishes its items; cancelling stops delivery.
    @Test func aViewModelsPublishedItemsReachItsSink() {
        final class Model: ObservableObject {
            @Published var items: [String] = []
        }
        let model = Model()
        var seen: [[String]] = []
        var changes = 0
        let sink = model.$items.sink { seen.append($0) }
        let change = model.objectWillChange.sink { changes += 1 }
        model.items = ["a"]
        model.items.append("b")
        sink.cancel()
        model.items = []
        #expect(seen == [[], ["a"], ["a", "b"]] && changes == 3)
        change.cancel()
    }

    /// A key path's publisher (`object.publisher(for: \.title)`) sends the value once, at once,
    /// with `.initial` (its default), and never finishes — what iOS sends of a value nobody
    /// changes; without `.initial`, nothing (Linux has no key-value observing to send changes).
    @Test func aKeyPathsPublisherSendsItsValueOnce() {
        final class Item: NSObject {
            var title = "Milk"
        }
        let item = Item()
        var seen: [String] = []
        var finished = false
        let first = item.publisher(for: \.title).sink(
            receiveCompletion: { _ in finished = true }, receiveValue: { seen.append($0) })
        let later = item.publisher(for: \.title, options: [.new]).sink { seen.append("new " + $0) }
        item.title = "Bread"
        #expect(seen == ["Milk"] && !finished)
        first.cancel()
        later.cancel()
    }

    /// A message as the SDK's interpolation formats it: hex with its prefix and digits, fixed
    /// precision, YES/NO, right-aligned text, privacy given and ignored, and values the SDK
    /// would refuse (an optional) described.
    @Test func logMessagesFormatAsTheSDKSays() {
        let count = 255
        let message: OSLogMessage =
            "\(count, format: .hex(includePrefix: true, minDigits: 4), privacy: .public) \(3.14159, format: .fixed(precision: 2)) \(true, format: .answer) [\("ab", align: .right(columns: 4))] \(-5, format: .decimal(explicitPositiveSign: true, minDigits: 3)) \(Optional(1), privacy: .private(mask: .hash))"
        #expect(message.text == "0x00ff 3.14 YES [  ab] -005 Optional(1)")
        #expect(formatWithoutPrivacy("%{public}@ has %{private, mask.hash}d%% and %s") == "%@ has %d%% and %s")
    }

    /// The lock that owns its state; `os_unfair_lock` kept in an object, locked by its address.
    @Test func locksGuardTheirState() {
        let counter = OSAllocatedUnfairLock(initialState: 0)
        DispatchQueue.concurrentPerform(iterations: 100) { _ in counter.withLock { $0 += 1 } }
        #expect(counter.withLock { $0 } == 100)
        final class Guarded: @unchecked Sendable {
            var lock = os_unfair_lock()
            var value = 0
        }
        let guarded = Guarded()
        DispatchQueue.concurrentPerform(iterations: 100) { _ in
            os_unfair_lock_lock(&guarded.lock)
            guarded.value += 1
            os_unfair_lock_unlock(&guarded.lock)
        }
        #expect(guarded.value == 100)
        // As swift-argument-parser's `Mutex` uses it when both `canImport(os)` and
        // `canImport(Glibc)` hold (a package built beside the preview's files): made and locked
        // as Darwin's, destroyed as glibc's mutex. Held, it cannot be taken again.
        let lock = UnsafeMutablePointer<os_unfair_lock>.allocate(capacity: 1)
        lock.initialize(to: os_unfair_lock())
        os_unfair_lock_lock(lock)
        #expect(!os_unfair_lock_trylock(lock))
        os_unfair_lock_unlock(lock)
        #expect(os_unfair_lock_trylock(lock))
        os_unfair_lock_unlock(lock)
        #expect(pthread_mutex_destroy(lock) == 0)
        lock.deinitialize(count: 1)
        lock.deallocate()
    }

    /// No App Store answers: a products request hears, on the main queue, no products and every
    /// identifier invalid (sorted), then that it finished; StoreKit 2 finds no products and a
    /// purchase ends as cancelled; the console says why, once, under StoreKit's name.
    @MainActor @Test func storeKitAnswersAsAPreviewWithoutAStore() async throws {
        final class Delegate: SKProductsRequestDelegate {
            var answered: SKProductsResponse?
            var finished = false
            func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
                answered = response
            }
            func requestDidFinish(_ request: SKRequest) { finished = true }
        }
        let delegate = Delegate()
        let request = SKProductsRequest(productIdentifiers: ["tip.b", "tip.a"])
        request.delegate = delegate
        request.start()
        #expect(delegate.answered == nil)
        for _ in 0..<100 where !delegate.finished { await Task.yield() }
        #expect(delegate.answered?.products.isEmpty == true && delegate.finished)
        #expect(delegate.answered?.invalidProductIdentifiers == ["tip.a", "tip.b"])
        #expect(try await Product.products(for: ["tip.a"]).isEmpty)
        let issue =
            "SKProductsRequest answers no products: no App Store here (as in a preview without a StoreKit configuration)"
        #expect(Console.count(of: issue, from: "StoreKit") == 1)
        #expect(!SKPaymentQueue.canMakePayments() && AppStore.canMakePayments == false)
    }

    /// An App Store banner is not shown: its delegate hears, on the main queue, that it failed
    /// to load (the platform has no store), and hears nothing of a presentation.
    @MainActor @Test func anAppStoreOverlayFailsToLoad() async throws {
        final class Delegate: SKOverlayDelegate {
            var failed: Error?
            var presented = false
            func storeOverlayDidFailToLoad(_ overlay: SKOverlay, error: Error) { failed = error }
            func storeOverlayDidFinishPresentation(
                _ overlay: SKOverlay, transitionContext: SKOverlay.TransitionContext
            ) { presented = true }
        }
        let delegate = Delegate()
        let configuration = SKOverlay.AppConfiguration(appIdentifier: "1234", position: .bottom)
        configuration.setAdditionalValue("x", forKey: "campaign")
        let overlay = SKOverlay(configuration: configuration)
        overlay.delegate = delegate
        overlay.present(in: UIWindowScene())
        #expect(delegate.failed == nil)
        for _ in 0..<100 where delegate.failed == nil { await Task.yield() }
        #expect((delegate.failed as? SKError)?.code == .unsupportedPlatform && !delegate.presented)
        #expect(configuration.additionalValue(forKey: "campaign") as? String == "x")
    }

    /// A device with no owner enrolled: neither biometry nor a passcode can be evaluated, with
    /// the reason in the error; a request to evaluate replies no, on the main queue.
    @MainActor @Test func localAuthenticationHasNoOwnerToRecognise() async {
        let context = LAContext()
        var error: NSError?
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.code == LAError.Code.biometryNotAvailable.rawValue && context.biometryType == .none)
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
        #expect(error?.code == LAError.Code.passcodeNotSet.rawValue)
        nonisolated(unsafe) var replied: (Bool, LAError.Code?)?
        context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock") { success, error in
            replied = (success, (error as? LAError)?.code)
        }
        for _ in 0..<100 where replied == nil { await Task.yield() }
        #expect(replied?.0 == false && replied?.1 == .biometryNotAvailable)
    }

    /// What has no hardware here says so, and what shows something shows its own words: Safari's
    /// screen its address, a link view its title (else its host); no page is fetched.
    @MainActor @Test func safariAndLinksShowTheirAddressesAndSensorsAreAbsent() throws {
        let safari = SFSafariViewController(url: URL(string: "https://example.com/help")!)
        let label = try #require(safari.view.subviews.first as? UILabel)
        #expect(label.text == "https://example.com/help")
        #expect(
            Console.count(of: "https://example.com/help is not loaded: no web view here", from: "SafariServices") == 1)
        let link = LPLinkView(url: URL(string: "https://www.swift.org/blog")!)
        #expect((link.subviews.first as? UILabel)?.text == "www.swift.org")
        let metadata = LPLinkMetadata()
        metadata.title = "Swift.org"
        link.metadata = metadata
        #expect((link.subviews.first as? UILabel)?.text == "Swift.org")
        let motion = CMMotionManager()
        #expect(!motion.isDeviceMotionAvailable && !motion.isAccelerometerAvailable && motion.deviceMotion == nil)
        #expect(!CMPedometer.isStepCountingAvailable())
        #expect(!CHHapticEngine.capabilitiesForHardware().supportsHaptics)
        let engine = try CHHapticEngine()
        let tap = CHHapticEvent(eventType: .hapticTransient, parameters: [], relativeTime: 0.25, duration: 0.5)
        let pattern = try CHHapticPattern(events: [tap], parameters: [])
        #expect(pattern.duration == 0.75)
        try engine.makePlayer(with: pattern).start(atTime: CHHapticTimeImmediate)
    }

    /// A web view shows the address it loads and tells its delegate the load finished, on the
    /// main queue; the console says once that no page is rendered.
    @MainActor @Test func aWebViewShowsItsAddress() async {
        final class Watcher: WKNavigationDelegate {
            var finished = false
            func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { finished = true }
        }
        let web = WKWebView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let watcher = Watcher()
        web.navigationDelegate = watcher
        web.load(URLRequest(url: URL(string: "https://example.com/terms")!))
        #expect((web.subviews.first as? UILabel)?.text == "https://example.com/terms")
        #expect(web.url?.host == "example.com" && !watcher.finished)
        for _ in 0..<100 where !watcher.finished { await Task.yield() }
        #expect(watcher.finished)
        #expect(
            Console.count(of: "https://example.com/terms is not rendered: no web engine here", from: "WebKit") == 1)
    }

    /// Places are values as on iOS: Berlin (52.5200, 13.4050) to Paris (48.8566, 2.3522) is
    /// 877.5 km by the haversine formula on a 6,371 km sphere; a region 1,000 m tall spans
    /// 1000 / 111,320 = 0.008983° of latitude, and at 60° north 2,000 m wide spans
    /// 2000 / (111,320 × 0.5) = 0.035932° of longitude. Nothing is asked of the device: location
    /// and permissions are not determined, Maps does not open, mail cannot be sent,
    /// notifications are declined.
    @MainActor @Test func placesAreValuesAndTheDeviceHasNothingToGive() async {
        let berlin = CLLocation(latitude: 52.52, longitude: 13.405)
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
        #expect(abs(berlin.distance(from: paris) - 877_460) < 500, "\(berlin.distance(from: paris))")
        let region = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 60, longitude: 10), latitudinalMeters: 1000,
            longitudinalMeters: 2000)
        #expect(abs(region.span.latitudeDelta - 0.008983) < 1e-6 && abs(region.span.longitudeDelta - 0.035932) < 1e-6)
        let map = MKMapView()
        let pin = MKPointAnnotation(coordinate: region.center, title: "Oslo", subtitle: nil)
        map.addAnnotation(pin)
        map.setRegion(region, animated: false)
        #expect(map.annotations.count == 1 && map.centerCoordinate == region.center)
        // Directions in Maps, as a film's detail screen asks for them: Maps never opens here.
        let options = [MKLaunchOptionsDirectionsModeKey: MKLaunchOptionsDirectionsModeDriving]
        #expect(!MKMapItem(placemark: MKPlacemark(coordinate: region.center)).openInMaps(launchOptions: options))
        #expect(!MKMapItem.openMaps(with: [], launchOptions: options))
        let manager = CLLocationManager()
        #expect(manager.authorizationStatus == .notDetermined && manager.location == nil)
        #expect(!MFMailComposeViewController.canSendMail() && !MFMessageComposeViewController.canSendText())
        nonisolated(unsafe) var granted: Bool?
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { answer, _ in granted = answer }
        for _ in 0..<100 where granted == nil { await Task.yield() }
        #expect(granted == false)
        // Categories as a chat app sets them (a lock-screen placeholder, iOS 11's initializer),
        // answered as set, one per identifier.
        let reply = UNNotificationAction(identifier: "REPLY", title: "Reply", options: [.foreground])
        let message = UNNotificationCategory(
            identifier: "MESSAGE", actions: [reply], intentIdentifiers: [],
            hiddenPreviewsBodyPlaceholder: "New message",
            options: [.customDismissAction])
        let again = UNNotificationCategory(identifier: "MESSAGE", actions: [], intentIdentifiers: [])
        UNUserNotificationCenter.current().setNotificationCategories([message, again])
        let categories = await UNUserNotificationCenter.current().notificationCategories()
        #expect(categories.count == 1 && categories.first?.actions.first?.title == "Reply")
        #expect(message.hiddenPreviewsBodyPlaceholder == "New message" && message.options == .customDismissAction)
    }

    /// Media values computed as on iOS: a 16:9 picture letterboxed in an iPhone 15's 393 × 852
    /// points scales by min(393 / 16, 852 / 9) = 24.5625 to 393 × 221.06 (9 × 24.5625), centred
    /// at y 426 − 110.53 = 315.47; 1.5 s at a timescale of 600 is 900; times add. Nothing plays or is
    /// captured, and the photo library, not opened to the preview, holds nothing.
    @MainActor @Test func mediaValuesAreComputedAndTheDeviceHasNoMedia() async {
        let video = AVMakeRect(
            aspectRatio: CGSize(width: 16, height: 9), insideRect: CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(
            video.width == 393 && abs(video.height - 221.0625) < 1e-9 && abs(video.minY - 315.46875) < 1e-9, "\(video)")
        let time = CMTime(seconds: 1.5, preferredTimescale: 600)
        #expect(time.value == 900 && time.seconds == 1.5 && (time + CMTime(value: 1, timescale: 2)).seconds == 2)
        #expect(CMTime.indefinite.seconds.isNaN && !CMTime.indefinite.isNumeric)
        let player = AVPlayer(url: URL(string: "https://example.com/v.mp4")!)
        player.play()
        #expect(player.timeControlStatus == .paused && player.currentTime() == .zero && player.currentItem != nil)
        #expect(
            AVCaptureDevice.default(for: .video) == nil
                && AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined)
        #expect(PHAsset.fetchAssets(with: .image, options: nil).count == 0)
        #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .notDetermined)
        nonisolated(unsafe) var answer: PHAuthorizationStatus?
        PHPhotoLibrary.requestAuthorization(for: .readWrite) { answer = $0 }
        for _ in 0..<100 where answer == nil { await Task.yield() }
        #expect(answer == .denied)
        let picker = PHPickerViewController(configuration: PHPickerConfiguration())
        #expect((picker.view.subviews.first as? UILabel)?.text == "No photos")
        // Audio goes to the built-in speaker, as on a phone with nothing plugged in.
        #expect(AVAudioSession.sharedInstance().currentRoute.outputs.map(\.portType) == [.builtInSpeaker])
        #expect(AVAudioSessionRouteChangeReasonKey == "AVAudioSessionRouteChangeReasonKey")
        // An export fails at once, as an unreadable asset's does; a recorder records nothing.
        let export = AVAssetExportSession(
            asset: AVURLAsset(url: URL(fileURLWithPath: "/v.mov")), presetName: AVAssetExportPresetMediumQuality)
        nonisolated(unsafe) var exported = false
        export?.exportAsynchronously { exported = true }
        for _ in 0..<100 where !exported { await Task.yield() }
        #expect(exported && export?.status == .failed && (export?.error as? NSError)?.code == -11800)
        let recorder = try? AVAudioRecorder(
            url: URL(fileURLWithPath: "/r.m4a"), settings: [AVEncoderAudioQualityKey: AVAudioQuality.high.rawValue])
        #expect(recorder?.prepareToRecord() == true && recorder?.record() == false && recorder?.isRecording == false)
    }

    /// Types as Apple declares them: a PNG is an image is data, its extension and MIME type;
    /// an extension nobody declared gets a dynamic type conforming to data; the older C names
    /// answer from the same table, and a document picker is made of them. The document previewer
    /// shows its item's file name; what the lock screen is told reads back.
    @MainActor @Test func typesPreviewsAndNowPlayingAnswerAsOnIOS() {
        let png = UTType(filenameExtension: "PNG")
        #expect(png == .png && png?.conforms(to: .image) == true && png?.conforms(to: .data) == true)
        #expect(UTType.png.preferredMIMEType == "image/png" && UTType.jpeg.preferredFilenameExtension == "jpeg")
        #expect(!UTType.png.conforms(to: .text) && UTType(mimeType: "application/pdf") == .pdf)
        let odd = UTType(filenameExtension: "xyz")
        #expect(odd?.isDynamic == true && odd?.conforms(to: .data) == true)
        #expect(UTTypeConformsTo(kUTTypeJPEG, kUTTypeImage) && !UTTypeConformsTo(kUTTypeJPEG, kUTTypeText))
        let found = UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, "pdf" as NSString, nil)
        #expect(found?.takeRetainedValue() as String? == "com.adobe.pdf")
        // A folder listed with iOS 14's content type key (a file manager's): a folder's type
        // is `.folder`; a file's is unknown here (Linux's Foundation reads none), nil.
        let folder = FileManager.default.temporaryDirectory
        let values = try? folder.resourceValues(forKeys: [.isDirectoryKey, .contentTypeKey])
        #expect(values?.contentType == .folder && URLResourceValues().contentType == nil)
        // And the types it tells apart: a script is source code, a shell script a script.
        #expect(UTType(filenameExtension: "sh") == .shellScript && UTType.shellScript.conforms(to: .sourceCode))
        #expect(UTType.unixExecutable.conforms(to: .executable) && UTType(filenameExtension: "yml") == .yaml)
        // A document picker of those types (iOS 14's, Provenance's import of games and saves),
        // the older modes, an export; nothing is picked, so its delegate is never told.
        let opening = UIDocumentPickerViewController(forOpeningContentTypes: [.png, .pdf], asCopy: true)
        #expect(opening.openedTypes == ["public.png", "com.adobe.pdf"] && opening.documentPickerMode == .import)
        let exporting = UIDocumentPickerViewController(forExporting: [URL(fileURLWithPath: "/tmp/save.sav")])
        #expect(
            exporting.documentPickerMode == .moveToService
                && exporting.givenURLs.map(\.lastPathComponent) == ["save.sav"])
        #expect(UIDocumentPickerViewController(documentTypes: ["public.data"], in: .open).documentPickerMode == .open)

        final class Files: QLPreviewControllerDataSource {
            func numberOfPreviewItems(in controller: QLPreviewController) -> Int { 1 }
            func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> QLPreviewItem {
                NSURL(fileURLWithPath: "/tmp/Invoice 42.pdf")
            }
        }
        let files = Files()
        let preview = QLPreviewController()
        preview.dataSource = files
        #expect((preview.view.subviews.first as? UILabel)?.text == "Invoice 42.pdf")

        MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyTitle: "Episode 1"]
        #expect(MPNowPlayingInfoCenter.default().nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == "Episode 1")
        let token = MPRemoteCommandCenter.shared().playCommand.addTarget { _ in .success }
        MPRemoteCommandCenter.shared().playCommand.removeTarget(token)
    }

    /// The address book is not opened to a preview: access not determined, a request refused
    /// on the main queue, fetches finding no one; a contact the code makes is a value, its name
    /// formatted given name first, else its organization.
    @MainActor @Test func theAddressBookIsClosedAndContactsAreValues() async throws {
        #expect(CNContactStore.authorizationStatus(for: .contacts) == .notDetermined)
        nonisolated(unsafe) var granted: Bool?
        CNContactStore().requestAccess(for: .contacts) { answer, _ in granted = answer }
        for _ in 0..<100 where granted == nil { await Task.yield() }
        #expect(granted == false)
        let found = try CNContactStore().unifiedContacts(
            matching: CNContact.predicateForContacts(matchingName: "Ada"),
            keysToFetch: [CNContactGivenNameKey as NSString])
        #expect(found.isEmpty)
        let ada = CNMutableContact()
        ada.givenName = "Ada"
        ada.familyName = "Lovelace"
        ada.phoneNumbers = [CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: "555"))]
        #expect(CNContactFormatter.string(from: ada, style: .fullName) == "Ada Lovelace")
        let company = CNMutableContact()
        company.organizationName = "Analytical Engines"
        #expect(CNContactFormatter.string(from: company, style: .fullName) == "Analytical Engines")
        #expect(CNLabeledValue<CNPhoneNumber>.localizedString(forLabel: CNLabelPhoneNumberMobile) == "mobile")
        #expect((ada.mutableCopy() as? CNMutableContact)?.phoneNumbers.first?.value.stringValue == "555")
    }

    /// Hashes and codes are the standards' bytes (FIPS 180-4's and RFC 1321's test vectors,
    /// RFC 4231's HMAC case 2): "abc", the empty message, and a 56-byte message whose padding
    /// takes a second block; fed in parts, the same digest. Described as CryptoKit describes them.
    @Test func hashesAndCodesAreTheStandardsBytes() {
        func hex<S: Sequence<UInt8>>(_ bytes: S) -> String { bytes.map { String(format: "%02x", $0) }.joined() }
        let abc = Data("abc".utf8)
        let twoBlocks = Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(hex(SHA256.hash(data: abc)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA256.hash(data: Data())) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex(SHA256.hash(data: twoBlocks)) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            hex(SHA384.hash(data: abc))
                == "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7")
        #expect(
            hex(SHA512.hash(data: abc))
                == "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
                + "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f")
        #expect(hex(Insecure.SHA1.hash(data: abc)) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(hex(Insecure.SHA1.hash(data: twoBlocks)) == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
        #expect(hex(Insecure.MD5.hash(data: abc)) == "900150983cd24fb0d6963f7d28e17f72")
        #expect(hex(Insecure.MD5.hash(data: Data())) == "d41d8cd98f00b204e9800998ecf8427e")
        var parts = SHA256()
        parts.update(data: Data("ab".utf8))
        parts.update(data: Data("c".utf8))
        #expect(parts.finalize() == SHA256.hash(data: abc))
        #expect(
            SHA256.hash(data: abc).description
                == "SHA256 digest: ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let key = SymmetricKey(data: Data("Jefe".utf8))
        let code = HMAC<SHA256>.authenticationCode(for: Data("what do ya want for nothing?".utf8), using: key)
        #expect(hex(code) == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        #expect(
            HMAC<SHA256>.isValidAuthenticationCode(
                code, authenticating: Data("what do ya want for nothing?".utf8), using: key))
        #expect(SymmetricKey(size: .bits256).bitCount == 256 && Data(SHA256.hash(data: abc)).count == SHA256.byteCount)
        // CommonCrypto's C functions, the same computations: into the caller's buffer.
        var sha1 = [UInt8](repeating: 0, count: Int(CC_SHA1_DIGEST_LENGTH))
        abc.withUnsafeBytes { _ = CC_SHA1($0.baseAddress, CC_LONG(abc.count), &sha1) }
        #expect(hex(sha1) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        var mac = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        let (jefe, message) = (Array("Jefe".utf8), Array("what do ya want for nothing?".utf8))
        CCHmac(CCHmacAlgorithm(kCCHmacAlgSHA256), jefe, jefe.count, message, message.count, &mac)
        #expect(hex(mac) == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        // A piece at a time, as a file is hashed in chunks (Sileo's package checks): "ab" then
        // "c" is "abc"'s digest; `_Init` begins the context again.
        var context = CC_SHA256_CTX()
        var digest = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        CC_SHA256_Update(&context, "zz", 2)
        CC_SHA256_Init(&context)
        CC_SHA256_Update(&context, "ab", 2)
        CC_SHA256_Update(&context, "c", 1)
        #expect(CC_SHA256_Final(&digest, &context) == 1)
        #expect(hex(digest) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        var md5 = CC_MD5_CTX()
        var md5Digest = [UInt8](repeating: 0, count: Int(CC_MD5_DIGEST_LENGTH))
        CC_MD5_Init(&md5)
        CC_MD5_Final(&md5Digest, &md5)
        #expect(hex(md5Digest) == "d41d8cd98f00b204e9800998ecf8427e" && Int32(kCCMemoryFailure) == -4302)
    }

    /// The keychain is a new device's: a token read at launch is not found; one added is read
    /// back by its service and account (a second add of the same is a duplicate), changed,
    /// listed with its attributes, and deleted — as a sign-in screen uses it.
    @Test func theKeychainStartsEmptyAndKeepsWhatIsAdded() throws {
        let service = "preview.\(UUID().uuidString)"
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
            kSecAttrAccount as String: "ada"
        ]
        func read(_ extra: [String: Any]) -> (OSStatus, CFTypeRef?) {
            var result: CFTypeRef?
            let status = SecItemCopyMatching(query.merging(extra) { _, new in new } as CFDictionary, &result)
            return (status, result)
        }
        let readData: [String: Any] = [
            kSecReturnData as String: kCFBooleanTrue!, kSecMatchLimit as String: kSecMatchLimitOne
        ]
        #expect(read(readData).0 == errSecItemNotFound)
        let item = query.merging([kSecValueData as String: Data("token".utf8)]) { _, new in new } as CFDictionary
        #expect(SecItemAdd(item, nil) == errSecSuccess)
        #expect(SecItemAdd(item, nil) == errSecDuplicateItem)
        #expect(read(readData).1 as? Data == Data("token".utf8))
        let changed = [kSecValueData as String: Data("renewed".utf8)] as CFDictionary
        #expect(SecItemUpdate(query as CFDictionary, changed) == errSecSuccess)
        #expect(read(readData).1 as? Data == Data("renewed".utf8))
        let (status, listed) = read([
            kSecReturnAttributes as String: true, kSecMatchLimit as String: kSecMatchLimitAll
        ])
        let attributes = (listed as? [[String: Any]])?.first
        #expect(status == errSecSuccess && attributes?[kSecAttrAccount as String] as? String == "ada")
        #expect(attributes?[kSecValueData as String] == nil && attributes?[kSecAttrCreationDate as String] is Date)
        var other = query
        other[kSecAttrAccount as String] = "grace"
        #expect(SecItemCopyMatching(other as CFDictionary, nil) == errSecItemNotFound)
        #expect(SecItemDelete(query as CFDictionary) == errSecSuccess)
        #expect(read(readData).0 == errSecItemNotFound && SecItemDelete(query as CFDictionary) == errSecItemNotFound)
        // Shared web credentials are not the preview's: an error, as without the entitlement.
        nonisolated(unsafe) var refused: CFError?
        SecRequestSharedWebCredential(nil, nil) { _, error in refused = error }
        #expect(refused?.code == Int(errSecMissingEntitlement) && String(kSecSharedPassword) == "spwd")
        var bytes = [UInt8](repeating: 0, count: 32)
        #expect(
            SecRandomCopyBytes(kSecRandomDefault, bytes.count, &bytes) == errSecSuccess && bytes.contains { $0 != 0 })
    }

    /// Network's addresses as a VPN app parses and prints them (the C library's `inet_pton`
    /// and `inet_ntop`, as iOS's): bytes, the families' special addresses, an interface after
    /// `%`, RFC 5952's shortest IPv6 form, a mapped IPv4 address inside an IPv6 one; a host
    /// that is an address is one, a name stays a name; `[v6]:port` as Network prints it.
    @Test func addressesParseAndPrintAsOnIOS() throws {
        let address = try #require(IPv4Address("10.64.0.1"))
        #expect(address.rawValue == Data([10, 64, 0, 1]) && address.debugDescription == "10.64.0.1")
        #expect(IPv4Address("10.64.0") == nil && IPv4Address("256.1.1.1") == nil && IPv4Address(Data([1, 2])) == nil)
        #expect(IPv4Address.loopback.isLoopback && IPv4Address.mdnsGroup.isMulticast && !address.isMulticast)
        #expect(IPv4Address("169.254.7.1%en1")?.isLinkLocal == true)
        #expect(IPv4Address("169.254.7.1%en1")?.debugDescription == "169.254.7.1%en1")
        let six = try #require(IPv6Address("2001:0db8:0000:0000:0000:0000:0000:0001"))
        #expect(six.debugDescription == "2001:db8::1" && six.rawValue.count == 16)
        #expect(IPv6Address("::1") == .loopback && IPv6Address.loopback.isLoopback && IPv6Address.any.isAny)
        #expect(IPv6Address("fe80::1")?.isLinkLocal == true && IPv6Address("fd00::1")?.isUniqueLocal == true)
        #expect(IPv6Address("::ffff:192.0.2.128")?.asIPv4 == IPv4Address("192.0.2.128"))
        #expect(IPv6Address("ff02::1")?.multicastScope == .linkLocal && IPv6Address("1.2.3.4") == nil)
        let ten = try #require(IPv4Address("10.0.0.1"))
        #expect(NWEndpoint.Host("10.0.0.1") == .ipv4(ten))
        #expect(NWEndpoint.Host("mullvad.net") == .name("mullvad.net", nil))
        let endpoint = NWEndpoint.hostPort(host: .ipv6(six), port: 51820)
        #expect(endpoint.debugDescription == "[2001:db8::1]:51820" && NWEndpoint.Port("70000") == nil)
    }

    /// A path monitor reports one satisfied Wi-Fi path once started, on its queue, and nothing
    /// after a cancel; one requiring cellular is unsatisfied. A connection started is preparing
    /// (told on its queue) and cancelled when asked; it never becomes ready.
    @Test func thePathIsWiFiAndAConnectionNeverConnects() async {
        let monitor = NWPathMonitor()
        #expect(monitor.currentPath.status == .satisfied && monitor.currentPath.usesInterfaceType(.wifi))
        #expect(NWPathMonitor(requiredInterfaceType: .cellular).currentPath.status == .unsatisfied)
        let queue = DispatchQueue(label: "path")
        let path: NWPath = await withCheckedContinuation { continuation in
            monitor.pathUpdateHandler = { continuation.resume(returning: $0) }
            monitor.start(queue: queue)
        }
        #expect(path.status == .satisfied && !path.isExpensive)
        let connection = NWConnection(host: "10.64.0.1", port: 1337, using: .udp)
        let states: [NWConnection.State] = await withCheckedContinuation { continuation in
            var seen: [NWConnection.State] = []
            connection.stateUpdateHandler = { state in
                seen.append(state)
                if state == .cancelled { continuation.resume(returning: seen) }
            }
            connection.start(queue: queue)
            connection.cancel()
        }
        #expect(states == [.preparing, .cancelled])
    }

    /// A VPN app's first launch: no tunnel configuration is saved, so none loads; one saved
    /// loads again and its connection turns from invalid to disconnected; started, it is
    /// connecting until stopped (no provider answers here); removed, it is invalid again and
    /// starting it throws, caught as the app writes it (`catch NEVPNError.configurationInvalid`).
    @Test func aTunnelIsSavedForTheRunAndNeverConnects() async throws {
        #expect(try await NETunnelProviderManager.loadAllFromPreferences().isEmpty)
        let manager = NETunnelProviderManager()
        let tunnel = NETunnelProviderProtocol()
        tunnel.providerBundleIdentifier = "net.vpn.tunnel"
        manager.protocolConfiguration = tunnel
        manager.isEnabled = true
        #expect(manager.connection.status == .invalid)
        try await manager.saveToPreferences()
        let loaded = try await NETunnelProviderManager.loadAllFromPreferences()
        #expect(loaded.count == 1 && loaded.first === manager && manager.connection.status == .disconnected)
        let session = try #require(manager.connection as? NETunnelProviderSession)
        try session.startTunnel()
        #expect(session.status == .connecting)
        session.stopTunnel()
        #expect(session.status == .disconnected)
        try await manager.removeFromPreferences()
        var refused = false
        do { try session.startTunnel() } catch NEVPNError.configurationInvalid { refused = true }
        #expect(refused && session.status == .invalid)
        #expect(NEIPv4Route.default().destinationSubnetMask == "0.0.0.0" && NEVPNStatus.connected.rawValue == 3)
    }

    /// The network's reachability, as a Reachability class asks it: a host and the zero
    /// address (`sa_len` set as on BSD) are reachable over Wi-Fi, a callback and a queue are
    /// taken, and no change is reported.
    @Test func everyTargetIsReachableOverWiFi() throws {
        let host = try #require(SCNetworkReachabilityCreateWithName(nil, "example.com"))
        var zeroAddress = sockaddr()
        zeroAddress.sa_len = UInt8(MemoryLayout<sockaddr>.size)
        let address = try #require(SCNetworkReachabilityCreateWithAddress(nil, &zeroAddress))
        for target in [host, address] {
            var flags = SCNetworkReachabilityFlags()
            #expect(SCNetworkReachabilityGetFlags(target, &flags) && flags == .reachable && !flags.contains(.isWWAN))
        }
        nonisolated(unsafe) var changes = 0
        var context = SCNetworkReachabilityContext(
            version: 0, info: nil, retain: nil, release: nil, copyDescription: nil)
        #expect(SCNetworkReachabilitySetCallback(host, { _, _, _ in changes += 1 }, &context))
        #expect(SCNetworkReachabilitySetDispatchQueue(host, .main) && changes == 0)
    }
}

/// Core Image as screens use it (a share sheet's QR code, a blurred backdrop): a filter keeps
/// what it is set, its output is an empty image of its input's extent, and a context renders no
/// image — so the screen's `guard let cgImage = context.createCGImage(…) else { return nil }`
/// answers nil, as on iOS when rendering fails.
@Suite struct CoreImageTests {
    @MainActor @Test func filtersKeepTheirValuesAndRenderNothing() {
        let qr = CIFilter.qrCodeGenerator()
        qr.message = Data("https://example.com".utf8)
        qr.correctionLevel = "H"
        #expect(qr.message.count == 19 && qr.correctionLevel == "H" && qr.outputImage?.extent == .zero)
        let blur = CIFilter(name: "CIGaussianBlur")
        let input = CIImage(extent: CGRect(x: 0, y: 0, width: 40, height: 30))
        blur?.setValue(input, forKey: kCIInputImageKey)
        blur?.setValue(8, forKey: kCIInputRadiusKey)
        #expect(blur?.inputKeys == [kCIInputImageKey, kCIInputRadiusKey])
        #expect(blur?.outputImage?.extent == CGRect(x: 0, y: 0, width: 40, height: 30))
        let scaled = input.transformed(by: CGAffineTransform(scaleX: 2, y: 2))
        #expect(scaled.extent.size == CGSize(width: 80, height: 60))
        #expect(CIContext(options: nil).createCGImage(scaled, from: scaled.extent) == nil)
        #expect(UIImage(ciImage: scaled).size == .zero && CIColor(color: .red).red == 1)
    }
}
