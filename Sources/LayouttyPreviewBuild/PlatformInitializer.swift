import LayouttyKit
import SwiftParser
import SwiftSyntax

/// An initializer a module the app imports adds to one of the platform's types — PureLayout's
/// `UIView(forAutoLayout: ())`, a colour pod's `UIColor(hex: "#333")` — standing in when the
/// module cannot be built: declared by its labels in an extension of the type, taking anything
/// and making the type's plain value (for the types whose plain value is known). Without it, the statement or the whole method calling it
/// was left out (a screen's `viewDidLoad` lost its cell registrations with it).
enum PlatformInitializer {
    /// The initializer of the call around `place` in `text` (the file as its author wrote it),
    /// as a member standing in (`init(forAutoLayout:)`); nil when the call is of no platform
    /// type, or takes no arguments.
    static func gap(at place: SourcePlace, in text: String) -> MemberGap? {
        gap(at: place, in: File(place.path, text))
    }

    /// A file parsed once for all the errors in it: a big app's round has hundreds of argument
    /// mismatches in one file, and parsing it again for each took minutes in Pocket Casts'.
    struct File {
        let tree: SourceFileSyntax
        let converter: SourceLocationConverter

        init(_ path: String, _ text: String) {
            tree = Parser.parse(source: text)
            converter = SourceLocationConverter(fileName: path, tree: tree)
        }
    }

    /// As `gap(at:in:)`, in a file parsed already.
    static func gap(at place: SourcePlace, in file: File) -> MemberGap? {
        guard let token = file.tree.token(at: file.converter.position(ofLine: place.line, column: place.column)) else {
            return nil
        }
        for node in sequence(first: Syntax(token), next: \.parent) {
            // A binding's error is said at its name (`if let color = UIColor(hex: …)`): its value's call.
            let bound = node.as(OptionalBindingConditionSyntax.self)?.initializer?.value.as(FunctionCallExprSyntax.self)
            guard let call = bound ?? node.as(FunctionCallExprSyntax.self) else { continue }
            guard let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                plainValue(of: type) != nil, !call.arguments.isEmpty
            else { return nil }
            let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
            return MemberGap(type: type, name: "init(\(labels))")
        }
        return nil
    }

    /// `public convenience init(forAutoLayout _: Any?) { self.init() }` for `member` of `type`.
    /// A failable one (`init?(hex:)`) makes the same value: the files bind it, and find it.
    static func declaration(of member: MemberGap, in type: String) -> String {
        let (start, end) = (member.name.firstIndex(of: "(")!, member.name.index(before: member.name.endIndex))
        let labels = member.name[member.name.index(after: start)..<end].split(separator: ":")
        let parameters = labels.map { "\($0) _: Any?" }.joined(separator: ", ")
        let kind = structs.contains(type) ? "" : "convenience "
        return "public \(kind)\(member.name[..<start])(\(parameters)) { \(plainValue(of: type) ?? "self.init()") }"
    }

    /// Where the value of the optional binding at `place` (its name, where the compiler says
    /// its errors) begins, as the user wrote it.
    static func boundValue(at place: SourcePlace, in file: File) -> SourcePlace? {
        guard let token = file.tree.token(at: file.converter.position(ofLine: place.line, column: place.column)),
            let binding = sequence(first: Syntax(token), next: \.parent).lazy
                .compactMap({ $0.as(OptionalBindingConditionSyntax.self) }).first,
            let value = binding.initializer?.value
        else { return nil }
        let location = file.converter.location(for: value.positionAfterSkippingLeadingTrivia)
        return SourcePlace(path: place.path, line: location.line, column: location.column)
    }

    /// `gap` as the failable initializer of its labels (`init?(hex:)`).
    static func failable(_ gap: MemberGap) -> MemberGap {
        gap.name.hasPrefix("init(") ? MemberGap(type: gap.type, name: "init?" + gap.name.dropFirst(4)) : gap
    }

    /// How one of `type`'s initializers makes its plain value, for the types whose plain value
    /// is known: UIKit's views as an outlet of each is made (`UIView()`, a collection view with a
    /// flow layout), a clear colour, an empty image, the structs' zero; nil for any other — a
    /// type whose initializers take what no stand-in can give (SwiftUI's `UIHostingController`
    /// takes its root view) stands in for none, and its call is left to the search as before.
    static func plainValue(of type: String) -> String? {
        if let made = PortRewriter.outletTypes[type], made.hasPrefix(type + "(") {
            return "self.init" + made.dropFirst(type.count)
        }
        if structs.contains(type) { return "self.init()" }
        return ["UIColor": "self.init(white: 0, alpha: 0)", "UIImage": "self.init()"][type]
    }

    /// The platform's structs a module extends with initializers.
    private static let structs: Set = [
        "CGRect", "CGSize", "CGPoint", "CGVector", "CGAffineTransform", "UIEdgeInsets", "NSDirectionalEdgeInsets",
        "UIOffset", "NSRange"
    ]
}
