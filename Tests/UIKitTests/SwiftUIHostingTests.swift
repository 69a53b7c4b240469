import Foundation
import Testing
import UIKit
import _Layoutty_CoreData
import _Layoutty_SwiftUI

/// SwiftUI views as a UIKit screen hosts them: made into UIKit views once, laid out by Auto
/// Layout (a line of text is 1.193 em tall, rounded up to whole points).
@MainActor @Suite struct SwiftUIHostingTests {
    struct Row: View {
        let name: String
        let count: Int
        var body: some View {
            HStack {
                Text(name).font(.headline)
                Spacer()
                if count > 0 {
                    Text("\(count) new")
                } else {
                    Text("none").textCase(.uppercase)
                }
            }
        }
    }

    /// What a view's body builds is UIKit's: labels with its text in order, a conditional's
    /// chosen branch, each element of a `ForEach`, nothing of an `EmptyView`.
    struct Accent: EnvironmentKey {
        static let defaultValue = Color.blue
    }

    /// A view made by a representable whose size is its own (123 × 456), and the appearing
    /// its view model hears.
    final class Badge: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: 123, height: 456) }
    }
    struct BadgeRepresenting: UIViewRepresentable {
        func makeUIView(context: Context) -> Badge { Badge() }
        func updateUIView(_ uiView: Badge, context: Context) {}
    }

    /// `onAppear` runs as a window takes the hosted view — not when the controller is made —
    /// and `onDisappear` as it leaves (a new root view), as SwiftUI runs them: a screen loading
    /// its data in `onAppear` showed nothing (a component library's suite checks both). A
    /// hosting controller's view fits its content: a representable's own size. A window shown
    /// by `isHidden = false` holds its root controller's view, as `makeKeyAndVisible` does.
    @Test func appearingIsToldAndTheHostFitsItsContent() {
        var heard: [String] = []
        let badge = BadgeRepresenting().onAppear { heard.append("appear") }.onDisappear { heard.append("disappear") }
        let host = UIHostingController(rootView: AnyView(badge))
        #expect(heard.isEmpty)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = host
        #expect(heard.isEmpty)
        // Shown as a secondary window is (not made key): its root's view is its content.
        window.isHidden = false
        window.layoutIfNeeded()
        #expect(heard == ["appear"] && host.view.window === window)
        #expect(host.view.sizeThatFits(.zero) == CGSize(width: 123, height: 456))
        host.rootView = AnyView(EmptyView())
        #expect(heard == ["appear", "disappear"])
        #expect(host.view.sizeThatFits(.zero) == .zero)
    }

    /// The app's own environment values: a key's default until set, the set value after; a
    /// SwiftUI colour is UIKit's colour of the same components.
    @Test func environmentKeysAnswerTheirDefaultsAndTheirValues() {
        var values = EnvironmentValues()
        #expect(values[Accent.self] == .blue)
        values[Accent.self] = .red
        #expect(values[Accent.self] == .red && EnvironmentValues()[Accent.self] == .blue)
        #expect(
            UIColor(Color(red: 1, green: 0.5, blue: 0, opacity: 0.25))
                == UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25))
    }

    /// A preference the app declares (Delta's `DisplayInlineKey`) is handed up and nothing here
    /// reads it: the view is built as without it, its text kept.
    struct Inline: PreferenceKey {
        static let defaultValue = false
        static func reduce(value: inout Bool, nextValue: () -> Bool) { value = nextValue() }
    }

    @Test func aPreferenceLeavesTheViewAsItIs() {
        let view = Text("Inline").preference(key: Inline.self, value: true).onPreferenceChange(Inline.self) { _ in }
        #expect(Self.labels(in: view._makeUIView()).map(\.text) == ["Inline"])
        var value = Inline.defaultValue
        Inline.reduce(value: &value) { true }
        #expect(value)
    }

    @Test func aBodyBecomesUIKitViewsWithItsText() {
        let texts = { (view: UIView) in Self.labels(in: view).map { $0.text ?? "" } }
        #expect(texts(Row(name: "Ada", count: 3)._makeUIView()) == ["Ada", "3 new"])
        #expect(texts(Row(name: "Grace", count: 0)._makeUIView()) == ["Grace", "NONE"])
        let list = VStack {
            ForEach(["a", "b", "c"], id: \.self) { Text($0) }
            EmptyView()
            Group { Text("x") + Text("y") }
        }
        #expect(texts(list._makeUIView()) == ["a", "b", "c", "xy"])
        let headline = Self.labels(in: Row(name: "Ada", count: 3)._makeUIView())[0]
        #expect(headline.font.pointSize == 17)
    }

    /// A view's fetch request reads the environment's context, which views here do not pass
    /// down: SwiftUI's default, over no store — no object, as on iOS when none is set.
    struct NoteCount: View {
        @Environment(\.managedObjectContext) var context
        @FetchRequest(sortDescriptors: [NSSortDescriptor(key: "title", ascending: true)]) var notes:
            FetchedResults<Note>
        var body: some View { Text("\(notes.count) notes, \(context.hasChanges ? "changed" : "saved")") }
    }

    @Test func aFetchRequestReadsTheEnvironmentsContext() {
        #expect(Self.labels(in: NoteCount()._makeUIView()).map(\.text) == ["0 notes, saved"])
    }

    /// An image from a URL is drawn as before its download ends: its placeholder, the phase
    /// `.empty` for a view of phases; never the content of an image that did not come.
    @Test func anAsyncImageShowsItsPlaceholder() {
        let texts = { (view: UIView) in Self.labels(in: view).map { $0.text ?? "" } }
        let url = URL(string: "https://example.com/cover.jpg")
        let placeheld = AsyncImage(url: url) {
            $0.resizable()
        } placeholder: {
            Text("Loading")
        }
        #expect(texts(placeheld._makeUIView()) == ["Loading"])
        let phased = AsyncImage(url: url) { phase in
            if phase.image == nil && phase.error == nil { Text("empty") } else { Text("loaded") }
        }
        #expect(texts(phased._makeUIView()) == ["empty"])
    }

    /// A hosted cell's height is its content's plus its margins: 11 + 21 (a 17-point line:
    /// 17 × 1.193 = 20.3 → 21) + 2 + 21 + 11 = 66 points, the list cells of a SwiftUI row.
    @Test func aHostingConfigurationSizesItsCellByItsContent() {
        let configuration = UIHostingConfiguration {
            VStack(alignment: .leading, spacing: 2) {
                Text("Ada").font(.headline)
                Text("Engines")
            }
        }
        let view = configuration.makeContentView()
        let size = view.systemLayoutSizeFitting(
            CGSize(width: 393, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size.height == 66, "\(size)")
        #expect(Self.labels(in: view).map(\.text) == ["Ada", "Engines"])
        let tight = configuration.margins(.all, 0).makeContentView().systemLayoutSizeFitting(
            CGSize(width: 393, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(tight.height == 44, "\(tight)")
    }

    /// Controls become UIKit's: a toggle a switch in its state, a button its title, a text
    /// field its placeholder; a hosting controller shows its root view in its own view, and a
    /// represented controller's view is in the tree.
    @Test func controlsAndControllersAreUIKits() throws {
        var isOn = true
        let form = VStack {
            Toggle("Wi-Fi", isOn: Binding(get: { isOn }, set: { isOn = $0 }))
            Button("Save") {}
            TextField("Search", text: .constant(""))
        }
        let made = form._makeUIView()
        #expect(Self.views(in: made, of: UISwitch.self).first?.isOn == true)
        #expect(Self.views(in: made, of: UIButton.self).first?.title(for: .normal) == "Save")
        #expect(Self.views(in: made, of: UITextField.self).first?.placeholder == "Search")
        let host = UIHostingController(rootView: Text("Hosted"))
        #expect(Self.labels(in: host.view).map(\.text) == ["Hosted"])

        struct Wrapped: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> UIViewController {
                let controller = UIViewController()
                controller.title = "Inside"
                return controller
            }
            func updateUIViewController(_ controller: UIViewController, context: Context) {}
        }
        let wrapped = Wrapped()._makeUIView()
        #expect(wrapped.subviews.count == 1)
    }

    static func labels(in view: UIView) -> [UILabel] { views(in: view, of: UILabel.self) }

    static func views<V: UIView>(in view: UIView, of type: V.Type) -> [V] {
        ((view as? V).map { [$0] } ?? []) + view.subviews.flatMap { views(in: $0, of: type) }
    }
}
