import LayouttyKit
import SwiftParser
import SwiftSyntax

/// An initializer a module the app imports adds to one of the platform's types — PureLayout's
/// `UIView(forAutoLayout: ())`, a colour pod's `UIColor(hex: "#333")` — standing in when the
/// module cannot be built: declared by its labels in an extension of the type, taking anything
/// and making the type's plain value. Without it, the statement or the whole method calling it
/// was left out (a screen's `viewDidLoad` lost its cell registrations with it).
enum PlatformInitializer {
    /// The initializer of the call around `place` in `text` (the file as its author wrote it),
    /// as a member standing in (`init(forAutoLayout:)`); nil when the call is of no platform
    /// type, or takes no arguments.
    static func gap(at place: SourcePlace, in text: String) -> MemberGap? {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: place.path, tree: tree)
        guard let token = tree.token(at: converter.position(ofLine: place.line, column: place.column)) else {
            return nil
        }
        for node in sequence(first: Syntax(token), next: \.parent) {
            guard let call = node.as(FunctionCallExprSyntax.self) else { continue }
            guard let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                isPlatformType(type), !call.arguments.isEmpty
            else { return nil }
            let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
            return MemberGap(type: type, name: "init(\(labels))")
        }
        return nil
    }

    /// `public convenience init(forAutoLayout _: Any?) { self.init() }` for `member` of `type`.
    static func declaration(of member: MemberGap, in type: String) -> String {
        let labels = member.name.dropFirst("init(".count).dropLast().split(separator: ":")
        let parameters = labels.map { "\($0) _: Any?" }.joined(separator: ", ")
        let kind = structs.contains(type) ? "" : "convenience "
        return "public \(kind)init(\(parameters)) { self.init(\(plainArguments[type] ?? "")) }"
    }

    /// UIKit's, Foundation's, Core Graphics' and Core Animation's types, by how they begin.
    private static func isPlatformType(_ name: String) -> Bool {
        ["UI", "NS", "CG", "CA"].contains { name.hasPrefix($0) } && name.dropFirst(2).first?.isUppercase == true
    }

    /// The platform's structs a module extends with initializers (the rest are classes).
    private static let structs: Set = [
        "CGRect", "CGSize", "CGPoint", "CGVector", "CGAffineTransform", "UIEdgeInsets", "NSDirectionalEdgeInsets",
        "UIOffset", "NSRange"
    ]

    /// The arguments of a plain value of the types that have no `init()`: a clear colour.
    private static let plainArguments = ["UIColor": "white: 0, alpha: 0"]
}
