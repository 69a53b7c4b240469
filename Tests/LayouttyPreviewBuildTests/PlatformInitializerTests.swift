import LayouttyKit
import Testing

@testable import LayouttyPreviewBuild

/// Initializers a missing module adds to the platform's types, read from the call an error is
/// at and declared by their labels.
@Suite struct PlatformInitializerTests {
    private static let text = """
        let badge = UIView(forAutoLayout: ())
        view.backgroundColor = UIColor(
            hex: "#333", alpha: 0.5)
        let tint = UIColor(0x336699)
        let theme = Theme(style: .dark)
        let plain = UIView()
        let host = UIHostingController(content: view)
        """

    /// The call around the error's place, however its arguments run over lines: labels in
    /// order, `_` for one without; none for the app's own type or a call without arguments.
    @Test func theCallAroundTheErrorGivesItsLabels() {
        func gap(_ line: Int, _ column: Int) -> MemberGap? {
            PlatformInitializer.gap(at: SourcePlace(path: "Screen.swift", line: line, column: column), in: Self.text)
        }
        #expect(gap(1, 35) == MemberGap(type: "UIView", name: "init(forAutoLayout:)"))
        #expect(gap(3, 9) == MemberGap(type: "UIColor", name: "init(hex:alpha:)"))
        #expect(gap(4, 20) == MemberGap(type: "UIColor", name: "init(_:)"))
        #expect(gap(5, 19) == nil && gap(6, 13) == nil)
        // SwiftUI's hosting controller has no plain value to make: none stands in (DuckDuckGo's
        // tabs bar stopped on the stand-in's `self.init()` when it did).
        #expect(gap(7, 33) == nil)
    }

    /// A class's is a convenience initializer making its plain value (UIColor's a clear
    /// colour, as it has no `init()`; a button a system one, as its outlet is made); a struct's
    /// a plain one.
    @Test func eachIsDeclaredToMakeThePlainValue() {
        #expect(
            PlatformInitializer.declaration(of: MemberGap(type: "UIView", name: "init(forAutoLayout:)"), in: "UIView")
                == "public convenience init(forAutoLayout _: Any?) { self.init() }")
        #expect(
            PlatformInitializer.declaration(of: MemberGap(type: "UIColor", name: "init(_:alpha:)"), in: "UIColor")
                == "public convenience init(_ _: Any?, alpha _: Any?) { self.init(white: 0, alpha: 0) }")
        #expect(
            PlatformInitializer.declaration(of: MemberGap(type: "CGRect", name: "init(center:)"), in: "CGRect")
                == "public init(center _: Any?) { self.init() }")
        #expect(
            PlatformInitializer.declaration(of: MemberGap(type: "UIButton", name: "init(icon:)"), in: "UIButton")
                == "public convenience init(icon _: Any?) { self.init(type: .system) }")
    }

    /// Called on UIView and on UILabel (The Blue Alliance's cells, PureLayout's), the initializer
    /// is declared on UIView alone — declared again in an extension of a subclass it "cannot be
    /// overridden" — and the label inherits it; UIColor's stays its own.
    @Test func aViewsInitializerIsDeclaredOnUIViewOnce() {
        let members = [
            MemberGap(type: "UILabel", name: "init(forAutoLayout:)"),
            MemberGap(type: "UIView", name: "init(forAutoLayout:)"),
            MemberGap(type: "UIColor", name: "init(hex:)")
        ]
        #expect(
            StandIns.onViewsOnce(members, in: StandIns.Uses()) == [
                MemberGap(type: "UIView", name: "init(forAutoLayout:)"), MemberGap(type: "UIColor", name: "init(hex:)")
            ])
    }
}
